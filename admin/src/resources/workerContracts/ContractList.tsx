import { Box } from '@mui/material'
import {
  DataTable,
  List,
  SimpleList,
  TopToolbar,
  useLocaleState,
  type Identifier,
  type RaRecord,
} from 'react-admin'
import { ExportButton } from '@/components/ExportButton'
import { IgnoredDatesNotice } from '@/components/IgnoredDatesNotice'
import { formatDate } from '@posted-workers/domain'
import { BulkExportButton } from '@/components/list/BulkExportButton'
import { SavedQueriesButton, SavedQueriesSidebar } from '@/components/list/SavedQueriesSidebar'
import { usePhone } from '@/components/list/usePhone'
import { ResetFiltersButton } from '@/components/ResetFiltersButton'
import { useCountryName } from '@/components/useCountryName'
import { nameColumn, scrollingTable } from '@/components/scrollingTable'
import {
  ContractAmountCell,
  ContractCompanyCell,
  ContractStatusChip,
  CountryCell,
  DateCell,
  IntroducerCell,
  LatestInvoiceCell,
  RequestTypeCell,
  WorkersCell,
} from './ContractCells'
import { ContractFilters } from './ContractFilters'
import type { WorkerContract } from './types'
import { ListPagination } from '../../components/list/ListPagination'

const Actions = () => (
  <TopToolbar>
    <ResetFiltersButton />
    <SavedQueriesButton />
    <ExportButton />
  </TopToolbar>
)

/** The portal's company page: the admin sees the company as its users do. */
export const useOpenCompanyPage = () => {
  const [locale = 'fr'] = useLocaleState()
  return (_id: Identifier, _resource: string, record: RaRecord) => {
    window.location.assign(`/${locale}/company/${(record as WorkerContract).companyId}`)
    return false as const
  }
}

/** A contract on a phone: the company, its country and dates, its status and allowance. */
const PhoneContracts = ({ onOpen }: { onOpen: ReturnType<typeof useOpenCompanyPage> }) => {
  const countryName = useCountryName()
  return (
    <SimpleList<WorkerContract>
      rowClick={onOpen}
      primaryText={(contract) => contract.companyName}
      tertiaryText={(contract) => contract.allowedNumberOfWorkers ?? '∞'}
      secondaryText={(contract) => (
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, mt: 0.5 }}>
          <span>
            {countryName(contract.countryCode)} · {formatDate(contract.startDate)} –{' '}
            {formatDate(contract.endDate)}
          </span>
          <span>
            <ContractStatusChip />
          </span>
        </Box>
      )}
    />
  )
}

export const ContractList = () => {
  const phone = usePhone()
  const openCompany = useOpenCompanyPage()
  return (
    <List
      filters={<ContractFilters />}
      sort={{ field: 'companyName', order: 'ASC' }}
      aside={<SavedQueriesSidebar />}
      perPage={50}
      actions={<Actions />}
      pagination={<ListPagination />}
    >
      <IgnoredDatesNotice />
      {phone ? (
        <PhoneContracts onOpen={openCompany} />
      ) : (
        <DataTable<WorkerContract>
          rowClick={openCompany}
          bulkActionButtons={<BulkExportButton />}
          sx={scrollingTable}
        >
          <DataTable.Col source="companyName" cellSx={nameColumn}>
            <ContractCompanyCell />
          </DataTable.Col>
          <DataTable.Col source="countryCode">
            <CountryCell />
          </DataTable.Col>
          <DataTable.Col source="allowedNumberOfWorkers" align="right">
            <WorkersCell />
          </DataTable.Col>
          <DataTable.Col source="startDate">
            <DateCell source="startDate" />
          </DataTable.Col>
          <DataTable.Col source="endDate">
            <DateCell source="endDate" />
          </DataTable.Col>
          <DataTable.Col source="remainingDays" align="right" />
          <DataTable.Col source="status" disableSort>
            <ContractStatusChip />
          </DataTable.Col>
          <DataTable.Col source="promoCode" disableSort>
            <IntroducerCell />
          </DataTable.Col>
          <DataTable.Col source="totalAmountCents" align="right">
            <ContractAmountCell />
          </DataTable.Col>
          <DataTable.Col source="requestType" disableSort>
            <RequestTypeCell />
          </DataTable.Col>
          <DataTable.Col source="paymentReference" disableSort />
          <DataTable.Col source="latestInvoice" disableSort>
            <LatestInvoiceCell />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  )
}
