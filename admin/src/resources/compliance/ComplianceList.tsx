import { Box } from '@mui/material'
import { formatDate } from '@posted-workers/domain'
import { DataTable, List, SimpleList, TopToolbar, useTranslate } from 'react-admin'
import { ExportButton } from '@/components/ExportButton'
import { ResetFiltersButton } from '@/components/ResetFiltersButton'
import { SavedQueriesButton, SavedQueriesSidebar } from '@/components/list/SavedQueriesSidebar'
import { usePhone } from '@/components/list/usePhone'
import { useCountryName } from '@/components/useCountryName'
import { nameColumn, scrollingTable } from '@/components/scrollingTable'
import {
  CompanyCell,
  CountryCell,
  MissingCell,
  SinceCell,
  StateChip,
  useCompanyPageUrl,
} from './ComplianceCells'
import { ComplianceFilters } from './ComplianceFilters'
import { DeclarationsExportButton } from './DeclarationsExportButton'
import type { CompliancePosting } from './types'
import { ListPagination } from '../../components/list/ListPagination'

const Actions = () => (
  <TopToolbar>
    <ResetFiltersButton />
    <SavedQueriesButton />
    <ExportButton />
    <DeclarationsExportButton />
  </TopToolbar>
)

/** A posting on a phone: the driver, his company and country, since when, and what he lacks. */
const PhonePostings = ({ onOpen }: { onOpen: (posting: CompliancePosting) => false }) => {
  const countryName = useCountryName()
  const translate = useTranslate()
  return (
    <SimpleList<CompliancePosting>
      rowClick={(_id, _resource, record) => onOpen(record as CompliancePosting)}
      primaryText={(posting) => posting.driverName}
      tertiaryText={(posting) =>
        posting.notReadySince
          ? translate('app.compliance.since', { date: formatDate(posting.notReadySince) })
          : ''
      }
      secondaryText={(posting) => (
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, mt: 0.5 }}>
          <span>
            {posting.companyName} · {countryName(posting.countryCode)}
          </span>
          <span>
            <StateChip />
          </span>
          <MissingCell />
        </Box>
      )}
    />
  )
}

/**
 * The postings of running and scheduled contracts that are not ready or whose documents end soon, across companies,
 * the oldest gap first; a row opens its company's page, where the drivers' documents are managed.
 */
export const ComplianceList = () => {
  const phone = usePhone()
  const companyPage = useCompanyPageUrl()
  const openCompany = (posting: CompliancePosting) => {
    window.location.assign(companyPage(posting.companyId))
    return false as const
  }
  return (
    <List
      filters={<ComplianceFilters />}
      sort={{ field: 'notReadySince', order: 'ASC' }}
      aside={<SavedQueriesSidebar />}
      perPage={25}
      actions={<Actions />}
      pagination={<ListPagination />}
    >
      {phone ? (
        <PhonePostings onOpen={openCompany} />
      ) : (
        <DataTable<CompliancePosting>
          rowClick={(_id, _resource, record) => openCompany(record as CompliancePosting)}
          bulkActionButtons={false}
          sx={scrollingTable}
        >
          <DataTable.Col source="companyName" cellSx={nameColumn}>
            <CompanyCell />
          </DataTable.Col>
          <DataTable.Col source="driverName" cellSx={nameColumn} />
          <DataTable.Col source="countryCode">
            <CountryCell />
          </DataTable.Col>
          <DataTable.Col source="missing" disableSort>
            <MissingCell />
          </DataTable.Col>
          <DataTable.Col source="notReadySince">
            <SinceCell />
          </DataTable.Col>
          <DataTable.Col source="readiness" disableSort>
            <StateChip />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  )
}
