import { DataTable, List, Pagination, TopToolbar } from 'react-admin'
import { ExportButton } from '@/components/ExportButton'
import { IgnoredDatesNotice } from '@/components/IgnoredDatesNotice'
import { ResetFiltersButton } from '@/components/ResetFiltersButton'
import { scrollingTable } from '@/components/scrollingTable'
import { ActionCell, RecordCell, WhenCell, WhoCell } from './AuditLogCells'
import { AuditLogDetail } from './AuditLogDetail'
import { AuditLogFilters } from './AuditLogFilters'
import type { AuditLog } from './types'

const Actions = () => (
  <TopToolbar>
    <ResetFiltersButton />
    <ExportButton />
  </TopToolbar>
)

/** The admin actions, newest first; a click on a line opens what it changed. Read only. */
export const AuditLogList = () => (
  <List
    filters={<AuditLogFilters />}
    sort={{ field: 'createdAt', order: 'DESC' }}
    perPage={25}
    actions={<Actions />}
    pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
  >
    <IgnoredDatesNotice />
    <DataTable<AuditLog>
      rowClick="expand"
      expand={<AuditLogDetail />}
      bulkActionButtons={false}
      sx={scrollingTable}
    >
      <DataTable.Col source="createdAt" cellSx={() => ({ whiteSpace: 'nowrap' })}>
        <WhenCell />
      </DataTable.Col>
      <DataTable.Col source="user" disableSort>
        <WhoCell />
      </DataTable.Col>
      <DataTable.Col source="action" disableSort cellSx={() => ({ minWidth: 160 })}>
        <ActionCell />
      </DataTable.Col>
      <DataTable.Col source="subjectType" disableSort>
        <RecordCell />
      </DataTable.Col>
      <DataTable.Col source="ip" disableSort />
    </DataTable>
  </List>
)
