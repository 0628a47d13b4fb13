import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { UPLOAD_LIMITS, type AuthorityItem, type AuthorityRequestAnswer } from '@posted-workers/domain'
import { useI18n } from '@/i18n/I18nProvider'
import type { MessageKey } from '@/i18n/messages'
import { useUploadAuthorityFiles } from '../api/authorityRequests'
import { itemOfKey, type ChecklistLine } from '../utils/checklist'

/** A line in words: the kind, and the driver's name when it is asked per driver. */
export function useLineLabel(request: Pick<AuthorityRequestAnswer, 'drivers'>) {
  const { t } = useI18n()
  return (item: AuthorityItem) => {
    const kind = t(`authorityRequests.kind.${item.kind}` as MessageKey)
    if (item.driverId === null) return kind
    const driver = request.drivers.find((candidate) => candidate.id === item.driverId)
    return `${kind} · ${driver?.name ?? ''}`
  }
}

type Props = { companyId: number; request: AuthorityRequestAnswer; lines: ChecklistLine[] }

/** Files for one line of the checklist (the first missing one chosen), sent together. */
export function UploadForm({ companyId, request, lines }: Props) {
  const { t } = useI18n()
  const label = useLineLabel(request)
  const [line, setLine] = useState(lines[0]?.key ?? '')
  const [files, setFiles] = useState<File[]>([])
  const upload = useUploadAuthorityFiles(companyId)
  const inputId = `authority-files-${request.id}`

  // After a send, the next missing line is offered.
  const chosen = lines.some((candidate) => candidate.key === line) ? line : (lines[0]?.key ?? '')

  const send = async () => {
    const item = itemOfKey(chosen)
    const result = await upload.run({
      requestId: request.id,
      items: files.map((file) => ({ file, ...item })),
    })
    if (result.ok) {
      setFiles([])
      setLine('')
    }
  }
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault()
        void send()
      }}
      sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('authorityRequests.uploadTitle')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('authorityRequests.line')}
          value={chosen}
          onChange={(event) => setLine(event.target.value)}
          sx={{ minWidth: { xs: '100%', sm: 320 } }}
        >
          {lines.map((candidate) => (
            <MenuItem key={candidate.key} value={candidate.key}>
              {label(candidate)}
            </MenuItem>
          ))}
        </TextField>
        <Button component="label" variant="outlined" htmlFor={inputId} disabled={upload.pending}>
          {t('authorityRequests.chooseFiles')}
          <input
            id={inputId}
            type="file"
            multiple
            hidden
            onChange={(event) => {
              setFiles([...(event.target.files ?? [])].slice(0, UPLOAD_LIMITS.maxFiles))
              event.target.value = ''
            }}
          />
        </Button>
        <Button type="submit" variant="contained" disabled={files.length === 0 || !chosen || upload.pending}>
          {upload.pending ? t('authorityRequests.sending') : t('authorityRequests.send')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {files.length > 0
          ? files.map((file) => file.name).join(', ')
          : t('authorityRequests.fileHint', { max: UPLOAD_LIMITS.maxFileBytes / 1_000_000 })}
      </Typography>
    </Box>
  )
}
