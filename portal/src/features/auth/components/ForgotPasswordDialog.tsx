import { useState } from 'react'
import DialogContentText from '@mui/material/DialogContentText'
import { ThemeProvider } from '@mui/material/styles'
import TextField from '@mui/material/TextField'
import { FormDialog } from '../../../components/FormDialog'
import { theme } from '../../../config/theme'
import { useI18n } from '../../../i18n/I18nProvider'
import { useApi } from '../../../lib/ApiContext'
import { isEmail } from '../../../lib/validation'
import { requestPasswordReset } from '../api/requestPasswordReset'

type Props = { open: boolean; onClose: () => void }

/** Loaded when asked for (MUI, with its theme): the login page itself goes without MUI. */
export default function ForgotPasswordDialog({ open, onClose }: Props) {
  const { t } = useI18n()
  const api = useApi()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async () => {
    if (!email.trim()) return setError(t('common.required'))
    if (!isEmail(email)) return setError(t('common.emailInvalid'))
    setBusy(true)
    const result = await requestPasswordReset(api, email)
    setBusy(false)
    // The server answers alike whether or not it knows the address; the field is emptied in both cases.
    setEmail('')
    setError(result.ok ? null : (result.fieldErrors.email ?? null))
    if (result.ok && result.data.reseted) onClose()
  }

  return (
    <ThemeProvider theme={theme}>
      <FormDialog
        open={open}
        title={t('login.forgotTitle')}
        submitLabel={t('login.forgotSubmit')}
        busy={busy}
        onClose={onClose}
        onSubmit={submit}
      >
        <DialogContentText>{t('login.forgotText')}</DialogContentText>
        <TextField
          label={t('login.forgotEmail')}
          name="email"
          type="email"
          autoComplete="email"
          autoFocus
          value={email}
          onChange={(event) => {
            setEmail(event.target.value)
            setError(null)
          }}
          error={Boolean(error)}
          helperText={error}
        />
      </FormDialog>
    </ThemeProvider>
  )
}
