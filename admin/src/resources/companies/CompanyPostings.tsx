import { Box, Button, Divider, Stack, Typography } from '@mui/material'
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined'
import FolderZipOutlinedIcon from '@mui/icons-material/FolderZipOutlined'
import { formatDate } from '@posted-workers/domain'
import {
  DataTable,
  RecordContextProvider,
  ReferenceManyField,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { usePhone } from '@/components/list/usePhone'
import { nameColumn, scrollingTable } from '@/components/scrollingTable'
import { CountryCell, MissingCell, StateChip } from '../compliance/ComplianceCells'
import type { CompliancePosting } from '../compliance/types'
import { ListPagination } from '../../components/list/ListPagination'

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
        aria-label={of('app.companies.postings.certificate_full')}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {translate('app.companies.postings.certificate')}
      </Button>
      <Button
        size="small"
        href={posting.packUrl}
        download
        startIcon={<FolderZipOutlinedIcon />}
        aria-label={of('app.companies.postings.pack_full')}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {translate('app.companies.postings.pack')}
      </Button>
    </Stack>
  )
}

/** On a phone, one block per posting: the driver, where and when, his state and what he lacks, his files. */
const PhonePostings = () => {
  const { data, isPending } = useListContext<CompliancePosting>()
  if (isPending) return null
  if (!data?.length) return <EmptyPostings />
  return (
    <Stack divider={<Divider flexItem />} spacing={1.5} sx={{ py: 1 }}>
      {data.map((posting) => (
        <RecordContextProvider key={posting.id} value={posting}>
          <Stack spacing={0.75}>
            <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
              {posting.driverName}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
              <CountryCell />
              <Period />
              <StateChip />
            </Stack>
            <MissingCell />
            <RoadsideFiles />
          </Stack>
        </RecordContextProvider>
      ))}
    </Stack>
  )
}

/**
 * The company's postings on running and scheduled contracts (the compliance list's rows, every state), the drivers
 * by name, each with his readiness, what he lacks and his roadside files.
 */
export const CompanyPostings = () => {
  const phone = usePhone()
  return (
    <ReferenceManyField<CompliancePosting>
      reference="compliance"
      target="companyId"
      filter={{ readiness: 'all' }}
      sort={{ field: 'driverName', order: 'ASC' }}
      perPage={25}
      pagination={<ListPagination />}
    >
      {phone ? (
        <PhonePostings />
      ) : (
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
      )}
    </ReferenceManyField>
  )
}

const EmptyPostings = () => {
  const translate = useTranslate()
  return <Box sx={{ py: 2, color: 'text.secondary' }}>{translate('app.companies.postings.empty')}</Box>
}
