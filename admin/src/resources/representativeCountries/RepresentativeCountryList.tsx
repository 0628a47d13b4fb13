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
  useTranslate,
} from 'react-admin'
import { formatAmount } from '@/components/format'
import { ListFilters } from '@/components/list/ListFilters'
import { usePhone } from '@/components/list/usePhone'
import { nameColumn, scrollingTable } from '@/components/scrollingTable'
import { useCountryName } from '@/components/useCountryName'
import { PackagesSummary } from '@/components/workerPackages/PackagesSummary'
import { TermsLinks } from './TermsLinks'
import type { RepresentativeCountry } from './types'
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

/** Countries by name (specification §2.3) with their prices, packages and terms of sale; a row opens its form. */
export const RepresentativeCountryList = () => {
  const phone = usePhone()
  const translate = useTranslate()
  const countryName = useCountryName()
  const [locale = 'fr'] = useLocaleState()
  const money = (cents: number) => formatAmount(cents, 'EUR', locale)
  return (
    <List
      filters={<ListFilters filters={filters} />}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      actions={<Actions />}
      pagination={<ListPagination />}
    >
      {phone ? (
        <SimpleList<RepresentativeCountry>
          rowClick="edit"
          primaryText={(row) => countryName(row.code)}
          secondaryText={(row) => `${money(row.unlimitedPackageAmountCents)} · ${row.code}`}
          tertiaryText={(row) => translate(row.isActive ? 'app.yes' : 'app.no')}
        />
      ) : (
        <DataTable<RepresentativeCountry> rowClick="edit" bulkActionButtons={false} sx={scrollingTable}>
          {/* Named in the reader's language from its code; the stored name is the reference data's English. */}
          <DataTable.Col source="name" cellSx={nameColumn} render={(row) => countryName(row.code)} />
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
      )}
    </List>
  )
}
