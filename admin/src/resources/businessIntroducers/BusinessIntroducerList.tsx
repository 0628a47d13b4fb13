import {
  BooleanField,
  CreateButton,
  DataTable,
  List,
  NullableBooleanInput,
  SearchInput,
  SimpleList,
  TopToolbar,
  useLocaleState,
} from 'react-admin'
import { formatAmount } from '@/components/format'
import { ListFilters } from '@/components/list/ListFilters'
import { usePhone } from '@/components/list/usePhone'
import { nameColumn, scrollingTable } from '@/components/scrollingTable'
import { PackagesSummary } from '@/components/workerPackages/PackagesSummary'
import type { BusinessIntroducer } from './types'
import { ListPagination } from '../../components/list/ListPagination'

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="isActive" source="isActive" alwaysOn sx={{ minWidth: 140 }} />,
]

const Actions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
)

const useMoney = () => {
  const [locale = 'fr'] = useLocaleState()
  return (cents: number | null) => (cents === null ? '' : formatAmount(cents, 'EUR', locale))
}

/** Introducers by name (specification §2.3), with their prices and packages; a row opens its form. */
export const BusinessIntroducerList = () => {
  const phone = usePhone()
  const money = useMoney()
  return (
    <List
      filters={<ListFilters filters={filters} />}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      actions={<Actions />}
      pagination={<ListPagination />}
    >
      {phone ? (
        <SimpleList<BusinessIntroducer>
          rowClick="edit"
          primaryText={(row) => row.name}
          secondaryText={(row) => row.code}
          tertiaryText={(row) => money(row.unlimitedPackageAmountCents)}
        />
      ) : (
        <DataTable<BusinessIntroducer> rowClick="edit" bulkActionButtons={false} sx={scrollingTable}>
          <DataTable.Col source="name" cellSx={nameColumn} />
          <DataTable.Col source="code" />
          <DataTable.Col source="isActive">
            <BooleanField source="isActive" />
          </DataTable.Col>
          <DataTable.Col
            source="unlimitedPackageAmountCents"
            render={(row) => money(row.unlimitedPackageAmountCents)}
          />
          <DataTable.Col
            source="workerPackageAmountCents"
            disableSort
            render={(row) => money(row.workerPackageAmountCents)}
          />
          <DataTable.Col
            source="workerPackages"
            disableSort
            render={(row) => <PackagesSummary packages={row.workerPackages} />}
          />
        </DataTable>
      )}
    </List>
  )
}
