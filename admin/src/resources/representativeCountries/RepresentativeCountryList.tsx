import {
  BooleanField,
  CreateButton,
  DataTable,
  List,
  NullableBooleanInput,
  Pagination,
  SearchInput,
  TopToolbar,
  useLocaleState,
} from 'react-admin'
import { formatAmount } from '../../components/format'
import { nameColumn, scrollingTable } from '../../components/scrollingTable'
import { PackagesSummary } from '../../components/workerPackages/PackagesSummary'
import { TermsLinks } from './TermsLinks'
import type { RepresentativeCountry } from './types'

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="isActive" source="isActive" alwaysOn sx={{ minWidth: 140 }} />,
]

const Actions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
)

/** Countries by name (specification §2.3) with their prices, packages and terms of sale; a row opens its form. */
export const RepresentativeCountryList = () => {
  const [locale = 'fr'] = useLocaleState()
  const money = (cents: number) => formatAmount(cents, 'EUR', locale)
  return (
    <List
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      actions={<Actions />}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
    >
      <DataTable<RepresentativeCountry> rowClick="edit" bulkActionButtons={false} sx={scrollingTable}>
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
          render={(row) => money(row.workerPackageAmountCents)}
        />
        <DataTable.Col
          source="workerPackages"
          disableSort
          render={(row) => <PackagesSummary packages={row.workerPackages} />}
        />
        <DataTable.Col
          source="termsOfSales"
          disableSort
          render={(row) => <TermsLinks country={row as RepresentativeCountry} />}
        />
      </DataTable>
    </List>
  )
}
