import CheckIcon from '@mui/icons-material/CheckCircleOutline'
import MissingIcon from '@mui/icons-material/ErrorOutline'
import {
  Box,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material'
import { formatDate } from '@posted-workers/domain'
import {
  EditButton,
  Labeled,
  ListButton,
  Show,
  TopToolbar,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { useCountryName } from '@/components/useCountryName'
import { formatBytes } from '@/providers/download'
import { DueCell, StatusChip } from './AuthorityRequestCells'
import { DownloadAnswerButton } from './DownloadAnswerButton'
import { checklistWithFiles, itemLabel } from './authorityRequestItems'
import type { AuthorityRequest } from './types'

const Actions = () => (
  <TopToolbar>
    <DownloadAnswerButton />
    <EditButton />
    <ListButton />
  </TopToolbar>
)

/** The request's facts, two columns from `sm`. */
const Facts = () => {
  const request = useRecordContext<AuthorityRequest>()
  const translate = useTranslate()
  const countryName = useCountryName()
  if (!request) return null
  const field = (source: string, value: string) => (
    <Labeled key={source} label={`resources.authorityRequests.fields.${source}`}>
      <Typography variant="body2">{value}</Typography>
    </Labeled>
  )
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
      {field('companyName', request.companyName)}
      {field('countryCode', countryName(request.countryCode))}
      {field('authority', request.authority)}
      {field('reference', request.reference)}
      {field('receivedOn', formatDate(request.receivedOn))}
      <Labeled label="resources.authorityRequests.fields.dueOn">
        <DueCell />
      </Labeled>
      {field(
        'period',
        request.periodStart || request.periodEnd
          ? `${request.periodStart ? formatDate(request.periodStart) : '…'} – ${request.periodEnd ? formatDate(request.periodEnd) : '…'}`
          : '—'
      )}
      <Labeled label="resources.authorityRequests.fields.status">
        <Box>
          <StatusChip />
        </Box>
      </Labeled>
      {request.notes && <Box sx={{ gridColumn: '1 / -1' }}>{field('notes', request.notes)}</Box>}
      <Box sx={{ gridColumn: '1 / -1' }}>
        {field('drivers', request.drivers.map((driver) => driver.name).join(', '))}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
        {request.missing.length === 0
          ? translate('app.authority_requests.complete')
          : translate('app.authority_requests.missing_count', { smart_count: request.missing.length })}
      </Typography>
    </Box>
  )
}

/** Each line of the checklist: received (with its files, name and size) or still missing. */
const Checklist = () => {
  const request = useRecordContext<AuthorityRequest>()
  const translate = useTranslate()
  const [locale = 'fr'] = useLocaleState()
  if (!request) return null
  return (
    <List dense>
      {checklistWithFiles(request).map((line) => (
        <ListItem key={`${line.kind}-${line.driverId}`} disableGutters>
          <ListItemIcon sx={{ minWidth: 36 }}>
            {line.files.length > 0 ? <CheckIcon color="success" /> : <MissingIcon color="error" />}
          </ListItemIcon>
          <ListItemText
            primary={itemLabel(line, request, translate)}
            secondary={
              line.files.length > 0
                ? line.files
                    .map((file) => `${file.fileName} (${formatBytes(file.sizeBytes, locale)})`)
                    .join(', ')
                : translate('app.authority_requests.missing')
            }
          />
        </ListItem>
      ))}
    </List>
  )
}

/** A request: its facts, then what it asks for with what the company sent; the answer downloads as one ZIP. */
export const AuthorityRequestShow = () => {
  const translate = useTranslate()
  return (
    <Show actions={<Actions />}>
      <Stack spacing={2} sx={{ p: 2 }}>
        <Facts />
        <Card variant="outlined">
          <CardContent>
            <Typography variant="overline" color="primary" component="h2">
              {translate('app.authority_requests.checklist')}
            </Typography>
            <Checklist />
          </CardContent>
        </Card>
      </Stack>
    </Show>
  )
}
