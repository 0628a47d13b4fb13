import Box from '@mui/material/Box'
import Chip, { type ChipProps } from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline'
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline'
import {
  AUTHORITY_UPLOAD_STATUSES,
  formatDate,
  type AuthorityRequestAnswer,
  type AuthorityRequestStatus,
} from '@posted-workers/domain'
import { useI18n } from '@/i18n/I18nProvider'
import type { MessageKey } from '@/i18n/messages'
import { countryName } from '@/lib/countryName'
import { plural } from '@/lib/plural'
import { checklistLines } from '../utils/checklist'
import { UploadForm, useLineLabel } from './UploadForm'

const STATUS_COLORS: Record<AuthorityRequestStatus, ChipProps['color']> = {
  open: 'info',
  waiting_customer: 'warning',
  answered: 'success',
  closed: 'default',
}

const DAYS_LEFT = {
  one: 'authorityRequests.daysLeft.one',
  few: 'authorityRequests.daysLeft.few',
  many: 'authorityRequests.daysLeft.many',
  other: 'authorityRequests.daysLeft.other',
} as const

/** A request: who asks what by when, each line of its checklist received or missing, and the upload. */
export function RequestCard({ companyId, request }: { companyId: number; request: AuthorityRequestAnswer }) {
  const { lang, t } = useI18n()
  const label = useLineLabel(request)
  const lines = checklistLines(request)
  const done = !AUTHORITY_UPLOAD_STATUSES.includes(request.status)
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={`${request.reference} · ${request.authority}`}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h6" component="h2">
            {countryName(request.countryCode, lang)} · {request.authority}
          </Typography>
          <Typography color="text.secondary">
            {t('authorityRequests.reference', { reference: request.reference })}
            {' · '}
            {t('authorityRequests.receivedOn', { date: formatDate(request.receivedOn) })}
          </Typography>
          {(request.periodStart || request.periodEnd) && (
            <Typography color="text.secondary">
              {t('authorityRequests.period', {
                from: request.periodStart ? formatDate(request.periodStart) : '…',
                to: request.periodEnd ? formatDate(request.periodEnd) : '…',
              })}
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }} useFlexGap>
          <Chip
            size="small"
            color={STATUS_COLORS[request.status]}
            label={t(`authorityRequests.status.${request.status}` as MessageKey)}
          />
          <Chip
            size="small"
            variant="outlined"
            color={request.overdue ? 'error' : request.daysLeft <= 14 && !done ? 'warning' : 'default'}
            label={
              request.overdue
                ? t('authorityRequests.overdue', { date: formatDate(request.dueOn) })
                : `${t('authorityRequests.dueOn', { date: formatDate(request.dueOn) })}${
                    done ? '' : ` · ${plural(DAYS_LEFT, request.daysLeft, lang, t)}`
                  }`
            }
          />
        </Stack>
      </Stack>

      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {request.missing.length === 0
          ? t('authorityRequests.complete')
          : t('authorityRequests.missingTitle', { count: request.missing.length })}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {lines.map((line) => (
          <Box
            component="li"
            key={line.key}
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', py: 0.5 }}
          >
            {line.files.length > 0 ? (
              <CheckCircleOutlineIcon color="success" fontSize="small" sx={{ mt: '2px' }} />
            ) : (
              <ErrorOutlineIcon color="error" fontSize="small" sx={{ mt: '2px' }} />
            )}
            <Box sx={{ minWidth: 0 }}>
              <Typography>{label(line)}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {line.files.length > 0
                  ? line.files.map((file) => file.fileName).join(', ')
                  : t('authorityRequests.missing')}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>

      {done ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t('authorityRequests.noMoreFiles')}
        </Typography>
      ) : (
        <UploadForm companyId={companyId} request={request} lines={lines} />
      )}
    </Paper>
  )
}
