import type { MouseEvent } from 'react'
import { Box } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import {
  DataTable,
  List,
  ShowButton,
  SimpleList,
  TopToolbar,
  useDataProvider,
  useLocaleState,
  useRecordContext,
  type Identifier,
} from 'react-admin'
import { ExportButton } from '@/components/ExportButton'
import { IgnoredDatesNotice } from '@/components/IgnoredDatesNotice'
import { ResetFiltersButton } from '@/components/ResetFiltersButton'
import { BulkExportButton } from '@/components/list/BulkExportButton'
import { SavedQueriesButton, SavedQueriesSidebar } from '@/components/list/SavedQueriesSidebar'
import { usePhone } from '@/components/list/usePhone'
import { BulkCheckVatButton } from './BulkCheckVatButton'
import { nameColumn, tableWithActions } from '@/components/scrollingTable'
import type { AppDataProvider } from '@/providers/dataProvider'
import { ChangeIntroducerButton } from './ChangeIntroducerButton'
import { ExtraColumnCell, VatStatusChip, WebLink, YesNo } from './CompanyCells'
import { CompanyFilters } from './CompanyFilters'
import type { Company } from './types'
import { useMayWrite } from '@/providers/backOfficeRole'
import { ListPagination } from '../../components/list/ListPagination'

const Actions = () => (
  <TopToolbar>
    <ResetFiltersButton />
    <SavedQueriesButton />
    <ExportButton />
  </TopToolbar>
)

const Web = () => <WebLink web={useRecordContext<Company>()?.web ?? null} />
const Migrated = () => <YesNo value={useRecordContext<Company>()?.migratedToMobilityPacket ?? false} />

const Options = () => (
  <Box
    sx={{ display: 'flex', flexDirection: { xs: 'row', sm: 'column' }, alignItems: 'flex-start', gap: 0.5 }}
  >
    <ShowButton onClick={(event: MouseEvent) => event.stopPropagation()} />
    <ChangeIntroducerButton />
  </Box>
)

/** An admin checks VAT numbers again and exports; an accountant exports (useMayWrite). */
const CompanyBulkActions = () => (
  <>
    {useMayWrite() && <BulkCheckVatButton />}
    <BulkExportButton />
  </>
)

/** A company on a phone: its name, VAT number and status, running countries, and its actions. */
const PhoneCompanies = ({ onOpen }: { onOpen: (id: Identifier) => false }) => (
  <SimpleList<Company>
    rowClick={(id) => onOpen(id)}
    primaryText={(company) => company.name}
    tertiaryText={(company) => company.activeCountries.join(', ')}
    secondaryText={(company) => (
      <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, mt: 0.5 }}>
        <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          {company.vatNumber}
          <VatStatusChip status={company.vatStatus} />
        </Box>
        <Options />
      </Box>
    )}
  />
)

/** The extra columns are the server's (name, label key, sortable, type): the list renders what it is told. */
export const CompanyList = () => {
  const phone = usePhone()
  const dataProvider = useDataProvider<AppDataProvider>()
  const [locale = 'fr'] = useLocaleState()
  const { data } = useQuery({
    queryKey: ['companies', 'fields'],
    queryFn: () => dataProvider.companyFields(),
    staleTime: 5 * 60_000,
  })
  const openCompany = (id: Identifier) => {
    window.location.assign(`/${locale}/company/${id}`)
    return false as const
  }

  return (
    <List
      filters={<CompanyFilters />}
      sort={{ field: 'name', order: 'ASC' }}
      aside={<SavedQueriesSidebar />}
      perPage={25}
      actions={<Actions />}
      pagination={<ListPagination />}
    >
      <IgnoredDatesNotice />
      {phone ? (
        <PhoneCompanies onOpen={openCompany} />
      ) : (
        <DataTable<Company>
          rowClick={openCompany}
          bulkActionButtons={data?.options.isMultiSelectAllowed ? <CompanyBulkActions /> : false}
          sx={tableWithActions}
        >
          <DataTable.Col source="name" cellSx={nameColumn} />
          <DataTable.Col source="web" disableSort>
            <Web />
          </DataTable.Col>
          <DataTable.Col source="migratedToMobilityPacket" disableSort>
            <Migrated />
          </DataTable.Col>
          {(data?.fields ?? []).map((column) => (
            <DataTable.Col
              key={column.source}
              source={column.source}
              label={column.label}
              disableSort={!column.sortable}
            >
              <ExtraColumnCell column={column} />
            </DataTable.Col>
          ))}
          <DataTable.Col label="resources.companies.fields.options">
            <Options />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  )
}
