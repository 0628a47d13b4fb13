import { Box } from '@mui/material'
import { DataTable, List, SelectField, SimpleList, TopToolbar, useLocaleState } from 'react-admin'
import { ExportButton } from '@/components/ExportButton'
import { DEFAULT_REQUEST_STATUS_FILTER, dateTimeParts } from '@posted-workers/domain'
import { formatAmount } from '@/components/format'
import { usePhone } from '@/components/list/usePhone'
import { BulkExportButton } from '@/components/list/BulkExportButton'
import { SavedQueriesButton, SavedQueriesSidebar } from '@/components/list/SavedQueriesSidebar'
import { ResetFiltersButton } from '@/components/ResetFiltersButton'
import { BulkValidateButton } from './BulkValidateButton'
import { nameColumn, tableWithActions } from '@/components/scrollingTable'
import { mopChoices } from './choices'
import { RemoveRequestButton } from './RemoveRequestButton'
import { AmountCell, CompanyCell, ContractsCell, CreatedAtCell, StatusChip, TypeChip } from './RequestCells'
import { RequestFilters } from './RequestFilters'
import type { WorkerRequest } from './types'
import { ValidateRequestButton } from './ValidateRequestButton'
import { ListPagination } from '../../components/list/ListPagination'

const Options = () => (
  <Box
    sx={{ display: 'flex', flexDirection: { xs: 'row', sm: 'column' }, alignItems: 'flex-start', gap: 0.5 }}
  >
    <ValidateRequestButton />
    <RemoveRequestButton />
  </Box>
)

/** A request on a phone: the company, then its type, status, countries and date, and its actions. */
const PhoneRequests = () => {
  const [locale = 'fr'] = useLocaleState()
  return (
    <SimpleList<WorkerRequest>
      rowClick={false}
      primaryText={(request) => request.company.name}
      tertiaryText={(request) => formatAmount(request.amountCents, request.currency, locale)}
      secondaryText={(request) => (
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, mt: 0.5 }}>
          <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            <TypeChip />
            <StatusChip />
          </Box>
          <span>
            {request.contracts.map((contract) => contract.countryCode).join(', ')} ·{' '}
            {dateTimeParts(request.createdAt)?.date} · {request.paymentReference}
          </span>
          <Options />
        </Box>
      )}
    />
  )
}

const defaultFilter = { status: DEFAULT_REQUEST_STATUS_FILTER }

const Actions = () => (
  <TopToolbar>
    <ResetFiltersButton defaults={defaultFilter} />
    <SavedQueriesButton />
    <ExportButton />
  </TopToolbar>
)

const RequestBulkActions = () => (
  <>
    <BulkValidateButton />
    <BulkExportButton />
  </>
)

export const RequestList = () => {
  const phone = usePhone()
  return (
    <List
      filters={<RequestFilters />}
      filterDefaultValues={defaultFilter}
      aside={<SavedQueriesSidebar />}
      sort={{ field: 'companyName', order: 'ASC' }}
      perPage={25}
      actions={<Actions />}
      pagination={<ListPagination />}
    >
      {phone ? (
        <PhoneRequests />
      ) : (
        <DataTable<WorkerRequest>
          rowClick={false}
          bulkActionButtons={<RequestBulkActions />}
          sx={tableWithActions}
        >
          <DataTable.Col source="type">
            <TypeChip />
          </DataTable.Col>
          <DataTable.Col source="companyName" cellSx={nameColumn}>
            <CompanyCell />
          </DataTable.Col>
          <DataTable.Col source="contracts" disableSort>
            <ContractsCell />
          </DataTable.Col>
          <DataTable.Col source="createdAt">
            <CreatedAtCell />
          </DataTable.Col>
          <DataTable.Col source="mop" disableSort>
            <SelectField source="mop" choices={mopChoices} />
          </DataTable.Col>
          <DataTable.Col source="promoCode" disableSort />
          <DataTable.Col source="amountCents" align="right">
            <AmountCell />
          </DataTable.Col>
          <DataTable.Col source="paymentReference" disableSort />
          <DataTable.Col source="status" disableSort>
            <StatusChip />
          </DataTable.Col>
          <DataTable.Col label="resources.requests.fields.options">
            <Options />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  )
}
