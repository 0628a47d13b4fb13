import { Box } from '@mui/material'
import { dateTimeParts } from '@posted-workers/domain'
import { DataTable, List, SimpleList, TopToolbar, useTranslate } from 'react-admin'
import { ExportButton } from '@/components/ExportButton'
import { IgnoredDatesNotice } from '@/components/IgnoredDatesNotice'
import { usePhone } from '@/components/list/usePhone'
import { ResetFiltersButton } from '@/components/ResetFiltersButton'
import { scrollingTable } from '@/components/scrollingTable'
import { ActionCell, RecordCell, WhenCell, WhoCell } from './AuditLogCells'
import { actionLabel } from './auditLabels'
import { AuditLogDetail } from './AuditLogDetail'
import { AuditLogFilters } from './AuditLogFilters'
import type { AuditLog } from './types'
import { ListPagination } from '../../components/list/ListPagination'

const Actions = () => (
  <TopToolbar>
    <ResetFiltersButton />
    <ExportButton />
  </TopToolbar>
)

/** A line on a phone: what was done, by whom, to which record, and when (the changes read on a wide screen). */
const PhoneAuditLog = () => {
  const translate = useTranslate()
  return (
    <SimpleList<AuditLog>
      rowClick={false}
      primaryText={(line) => actionLabel(line.action, translate)}
      tertiaryText={(line) => dateTimeParts(line.createdAt)?.date}
      secondaryText={() => (
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
          <WhoCell />
          <span>
            <RecordCell />
          </span>
        </Box>
      )}
    />
  )
}

/** The admin actions, newest first; a click on a line opens what it changed. Read only. */
export const AuditLogList = () => {
  const phone = usePhone()
  return (
    <List
      filters={<AuditLogFilters />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      actions={<Actions />}
      pagination={<ListPagination />}
    >
      <IgnoredDatesNotice />
      {phone ? (
        <PhoneAuditLog />
      ) : (
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
      )}
    </List>
  )
}
