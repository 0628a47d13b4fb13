import { Box } from '@mui/material'
import { DataTable, List, Pagination, SelectField, TopToolbar } from 'react-admin'
import { ExportButton } from '../../components/ExportButton'
import { ResetFiltersButton } from '../../components/ResetFiltersButton'
import { scrollingTable } from '../../components/scrollingTable'
import { defaultStatusFilter, mopChoices } from './choices'
import { RemoveRequestButton } from './RemoveRequestButton'
import { AmountCell, CompanyCell, ContractsCell, CreatedAtCell, StatusChip, TypeChip } from './RequestCells'
import { RequestFilters } from './RequestFilters'
import type { WorkerRequest } from './types'
import { ValidateRequestButton } from './ValidateRequestButton'

const Options = () => (
  <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
    <ValidateRequestButton />
    <RemoveRequestButton />
  </Box>
)

const defaultFilter = { status: defaultStatusFilter }

const Actions = () => (
  <TopToolbar>
    <ResetFiltersButton defaults={defaultFilter} />
    <ExportButton />
  </TopToolbar>
)

export const RequestList = () => (
  <List
    filters={<RequestFilters />}
    filterDefaultValues={defaultFilter}
    sort={{ field: 'companyName', order: 'ASC' }}
    perPage={25}
    actions={<Actions />}
    pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
  >
    <DataTable<WorkerRequest> rowClick={false} bulkActionButtons={false} sx={scrollingTable}>
      <DataTable.Col source="type">
        <TypeChip />
      </DataTable.Col>
      <DataTable.Col source="companyName">
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
  </List>
)
