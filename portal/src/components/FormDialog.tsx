import type { FormEvent, ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import { useId } from 'react'
import { useI18n } from '../i18n/I18nProvider'

type Props = {
  open: boolean
  title: string
  submitLabel: string
  busy: boolean
  onClose: () => void
  onSubmit: () => void
  /** The messages that belong to no field, above the fields. */
  errors?: readonly string[]
  children: ReactNode
}

/** A modal holding one small form, with cancel and submit buttons. */
export function FormDialog({
  open,
  title,
  submitLabel,
  busy,
  onClose,
  onSubmit,
  errors = [],
  children,
}: Props) {
  const { t } = useI18n()
  const titleId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {errors.length > 0 && (
              <Alert severity="error" role="alert">
                {errors.map((message) => (
                  <div key={message}>{message}</div>
                ))}
              </Alert>
            )}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
