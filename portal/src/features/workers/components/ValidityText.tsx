import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { formatDate, todayIso } from '@posted-workers/domain'
import { useI18n } from '@/i18n/I18nProvider'
import type { WorkerDocument } from '../types'
import { validityHint } from '../utils/documentDetails'

/** A document's last valid day, with what it means today (expired, ends in 5 days, no end given). */
export function ValidityText({ document }: { document: WorkerDocument }) {
  const { lang, t } = useI18n()
  const hint = validityHint(document, todayIso(), lang, t)
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', columnGap: 1 }}>
      {document.validUntil && <span>{formatDate(document.validUntil)}</span>}
      {hint && (
        <Typography
          component="span"
          variant="body2"
          sx={{ fontWeight: 500, color: hint.severity === 'error' ? 'error.main' : 'warning.dark' }}
        >
          {hint.text}
        </Typography>
      )}
      {!document.validUntil && !hint && <span aria-hidden>—</span>}
    </Box>
  )
}
