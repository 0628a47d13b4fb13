import { Box } from '@mui/material'
import { formatDate } from '@posted-workers/domain'
import { CreateButton, DataTable, List, SimpleList, TopToolbar, useTranslate } from 'react-admin'
import { ResetFiltersButton } from '@/components/ResetFiltersButton'
import { usePhone } from '@/components/list/usePhone'
import { useCountryName } from '@/components/useCountryName'
import { nameColumn, scrollingTable } from '@/components/scrollingTable'
import { DueCell, MissingCell, ReferenceCell, StatusChip } from './AuthorityRequestCells'
import { AuthorityRequestFilters } from './AuthorityRequestFilters'
import type { AuthorityRequest } from './types'
import { ListPagination } from '../../components/list/ListPagination'

const Actions = () => (
  <TopToolbar>
    <ResetFiltersButton />
    <CreateButton />
  </TopToolbar>
)

/** A request on a phone: its reference and company, the country and authority, the due date and its status. */
const PhoneRequests = () => {
  const countryName = useCountryName()
  const translate = useTranslate()
  return (
    <SimpleList<AuthorityRequest>
      linkType="show"
      primaryText={(request) => `${request.reference} · ${request.companyName}`}
      tertiaryText={(request) =>
        request.overdue
          ? translate('app.authority_requests.overdue')
          : translate('app.authority_requests.due_on', { date: formatDate(request.dueOn) })
      }
      secondaryText={(request) => (
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, mt: 0.5 }}>
          <span>
            {countryName(request.countryCode)} · {request.authority}
          </span>
          <span>
            <StatusChip />
          </span>
        </Box>
      )}
    />
  )
}

/** The inspectors' requests across companies, the soonest due first; a row opens the request. */
export const AuthorityRequestList = () => {
  const phone = usePhone()
  return (
    <List
      filters={<AuthorityRequestFilters />}
      sort={{ field: 'dueOn', order: 'ASC' }}
      perPage={25}
      actions={<Actions />}
      pagination={<ListPagination />}
    >
      {phone ? (
        <PhoneRequests />
      ) : (
        <DataTable<AuthorityRequest> rowClick="show" bulkActionButtons={false} sx={scrollingTable}>
          <DataTable.Col source="companyName" cellSx={nameColumn} />
          <DataTable.Col source="countryCode" />
          <DataTable.Col source="reference" disableSort>
            <ReferenceCell />
          </DataTable.Col>
          <DataTable.Col source="receivedOn" render={(request) => formatDate(request.receivedOn)} />
          <DataTable.Col source="dueOn">
            <DueCell />
          </DataTable.Col>
          <DataTable.Col source="missing" disableSort>
            <MissingCell />
          </DataTable.Col>
          <DataTable.Col source="status">
            <StatusChip />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  )
}
