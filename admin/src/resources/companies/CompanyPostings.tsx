import { Box, Button, Stack } from '@mui/material'
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined'
import FolderZipOutlinedIcon from '@mui/icons-material/FolderZipOutlined'
import { formatDate } from '@posted-workers/domain'
import { DataTable, Pagination, ReferenceManyField, useRecordContext, useTranslate } from 'react-admin'
import { nameColumn, scrollingTable } from '@/components/scrollingTable'
import { CountryCell, MissingCell, StateChip } from '../compliance/ComplianceCells'
import type { CompliancePosting } from '../compliance/types'

const Period = () => {
  const posting = useRecordContext<CompliancePosting>()
  if (!posting) return null
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {formatDate(posting.startDate)} – {formatDate(posting.endDate)}
    </Box>
  )
}

/**
 * What the driver shows at a roadside check, downloaded as his company does: the designation certificate (PDF) and
 * the roadside pack (ZIP). Plain links: the browser streams the pack to disk.
 */
const RoadsideFiles = () => {
  const posting = useRecordContext<CompliancePosting>()
  const translate = useTranslate()
  if (!posting) return null
  const of = (label: string) => `${translate(label)} – ${posting.driverName} (${posting.countryCode})`
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      <Button
        size="small"
        href={posting.certificateUrl}
        download
        startIcon={<DescriptionOutlinedIcon />}
        aria-label={of('app.companies.postings.certificate')}
      >
        {translate('app.companies.postings.certificate')}
      </Button>
      <Button
        size="small"
        href={posting.packUrl}
        download
        startIcon={<FolderZipOutlinedIcon />}
        aria-label={of('app.companies.postings.pack')}
      >
        {translate('app.companies.postings.pack')}
      </Button>
    </Stack>
  )
}

/**
 * The company's postings on running and scheduled contracts (the compliance list's rows, every state), the drivers
 * by name, each with his readiness, what he lacks and his roadside files.
 */
export const CompanyPostings = () => (
  <ReferenceManyField<CompliancePosting>
    reference="compliance"
    target="companyId"
    filter={{ readiness: 'all' }}
    sort={{ field: 'driverName', order: 'ASC' }}
    perPage={25}
    pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
  >
    <DataTable bulkActionButtons={false} rowClick={false} sx={scrollingTable} empty={<EmptyPostings />}>
      <DataTable.Col source="driverName" label="resources.compliance.fields.driverName" sx={nameColumn} />
      <DataTable.Col label="resources.compliance.fields.countryCode">
        <CountryCell />
      </DataTable.Col>
      <DataTable.Col label="app.companies.postings.period">
        <Period />
      </DataTable.Col>
      <DataTable.Col label="resources.compliance.fields.readiness">
        <StateChip />
      </DataTable.Col>
      <DataTable.Col label="resources.compliance.fields.missing">
        <MissingCell />
      </DataTable.Col>
      <DataTable.Col label="app.companies.postings.roadside">
        <RoadsideFiles />
      </DataTable.Col>
    </DataTable>
  </ReferenceManyField>
)

const EmptyPostings = () => {
  const translate = useTranslate()
  return <Box sx={{ py: 2, color: 'text.secondary' }}>{translate('app.companies.postings.empty')}</Box>
}
