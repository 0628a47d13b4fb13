import { Typography } from '@mui/material'
import { useCallback } from 'react'
import {
  DataTable,
  List,
  SearchInput,
  SelectField,
  SimpleList,
  TopToolbar,
  useCreatePath,
  useNavigate,
  useTranslate,
  type Identifier,
} from 'react-admin'
import { ExportButton } from '@/components/ExportButton'
import { ListFilters } from '@/components/list/ListFilters'
import { usePhone } from '@/components/list/usePhone'
import { longTextColumn, nameColumn, scrollingTable } from '@/components/scrollingTable'
import { POSITIONS } from '@posted-workers/domain'
import { choicesOf } from '@/enums'
import { formatPhoneNumber } from '@/validation/phone'
import { ProfileEdit } from './ProfileEdit'
import type { Profile } from './types'
import { ListPagination } from '../../components/list/ListPagination'

/** The specification's debounce for the profiles' search. */
const searchDebounce = 250
const filters = [<SearchInput key="q" source="q" alwaysOn />]

const Actions = () => (
  <TopToolbar>
    <ExportButton />
  </TopToolbar>
)
const positionChoices = choicesOf('position', POSITIONS)
const renderPhone = (profile: Profile) =>
  profile.phone?.number ? formatPhoneNumber(profile.phone.number) : ''

/** Staff profiles have no company: say so rather than leave a blank. */
const CompanyName = ({ profile }: { profile: Profile }) => {
  const translate = useTranslate()
  return (
    profile.companyName ?? (
      <Typography component="span" variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {translate('app.profiles.staff')}
      </Typography>
    )
  )
}

const renderCompanyName = (profile: Profile) => <CompanyName profile={profile} />

export const ProfileList = () => {
  const phone = usePhone()
  const translate = useTranslate()
  const navigate = useNavigate()
  const createPath = useCreatePath()
  // Opening the dialog keeps the list where the user scrolled (react-admin's own row links scroll to top).
  const openEdit = useCallback(
    (id: Identifier) => {
      navigate(createPath({ resource: 'profiles', id, type: 'edit' }))
      return false as const
    },
    [navigate, createPath]
  )

  return (
    <>
      <List
        filters={<ListFilters filters={filters} debounce={searchDebounce} />}
        sort={{ field: 'companyName', order: 'ASC' }}
        perPage={25}
        actions={<Actions />}
        pagination={<ListPagination />}
      >
        {phone ? (
          <SimpleList<Profile>
            rowClick={(id) => openEdit(id)}
            primaryText={(profile) => `${profile.firstName} ${profile.lastName.toUpperCase()}`}
            secondaryText={(profile) => <CompanyName profile={profile} />}
            tertiaryText={(profile) =>
              profile.position ? translate(`app.position.${profile.position}`) : ''
            }
          />
        ) : (
          <DataTable<Profile> rowClick={openEdit} bulkActionButtons={false} sx={scrollingTable}>
            <DataTable.Col source="companyName" render={renderCompanyName} cellSx={nameColumn} />
            <DataTable.Col source="lastName" />
            <DataTable.Col source="firstName" />
            <DataTable.Col source="login" cellSx={longTextColumn} />
            <DataTable.Col source="email" cellSx={longTextColumn} />
            <DataTable.Col source="position" disableSort>
              <SelectField source="position" choices={positionChoices} />
            </DataTable.Col>
            <DataTable.Col
              source="phone.number"
              disableSort
              render={renderPhone}
              sx={{ whiteSpace: 'nowrap' }}
            />
          </DataTable>
        )}
      </List>
      <ProfileEdit />
    </>
  )
}
