import {
  BooleanField,
  CreateButton,
  DataTable,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TopToolbar,
  useTranslate,
} from 'react-admin'
import { dateTimeParts } from '@posted-workers/domain'
import { ListFilters } from '@/components/list/ListFilters'
import { usePhone } from '@/components/list/usePhone'
import { nameColumn, scrollingTable } from '@/components/scrollingTable'
import { roleChoices } from './roleChoices'
import type { BackOfficeUser } from './types'
import { ListPagination } from '../../components/list/ListPagination'

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={roleChoices} alwaysOn sx={{ minWidth: 160 }} />,
  <NullableBooleanInput key="isActive" source="isActive" alwaysOn sx={{ minWidth: 140 }} />,
]

const Actions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
)

const lastSignIn = (user: BackOfficeUser) => {
  const parts = user.lastSignInAt ? dateTimeParts(user.lastSignInAt) : null
  return parts ? `${parts.date} ${parts.time}` : '—'
}

/** The back-office's users by name (server-paged), a row opening its role and activity. */
export const BackOfficeUserList = () => {
  const phone = usePhone()
  const translate = useTranslate()
  const roleOf = (user: BackOfficeUser) =>
    translate(`app.back_office_users.roles.${user.role}`) +
    (user.isActive ? '' : ` · ${translate('app.back_office_users.deactivated')}`)
  return (
    <List
      filters={<ListFilters filters={filters} />}
      sort={{ field: 'lastName', order: 'ASC' }}
      perPage={25}
      actions={<Actions />}
      pagination={<ListPagination />}
    >
      {phone ? (
        <SimpleList<BackOfficeUser>
          rowClick="edit"
          primaryText={(user) => `${user.firstName} ${user.lastName}`}
          secondaryText={(user) => `${user.login} · ${user.email}`}
          tertiaryText={roleOf}
        />
      ) : (
        <DataTable<BackOfficeUser> rowClick="edit" bulkActionButtons={false} sx={scrollingTable}>
          <DataTable.Col source="lastName" cellSx={nameColumn} />
          <DataTable.Col source="firstName" />
          <DataTable.Col source="login" />
          <DataTable.Col source="email" />
          <DataTable.Col source="role">
            <SelectField source="role" choices={roleChoices} />
          </DataTable.Col>
          <DataTable.Col source="isActive">
            <BooleanField source="isActive" />
          </DataTable.Col>
          <DataTable.Col source="totpEnabled" disableSort>
            <BooleanField source="totpEnabled" />
          </DataTable.Col>
          <DataTable.Col source="lastSignInAt" render={lastSignIn} />
        </DataTable>
      )}
    </List>
  )
}
