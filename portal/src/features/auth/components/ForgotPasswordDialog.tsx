import DialogContentText from '@mui/material/DialogContentText'
import { ThemeProvider } from '@mui/material/styles'
import TextField from '@mui/material/TextField'
import { FormDialog } from '@/components/FormDialog'
import { theme } from '@/config/theme'
import { useI18n } from '@/i18n/I18nProvider'
import { useForm } from '@/lib/form/useForm'
import { isEmail } from '@/lib/validation'
import { useRequestPasswordReset } from '../api/requestPasswordReset'

type Props = { open: boolean; onClose: () => void }

/** Loaded when asked for (MUI, with its theme): the login page itself goes without MUI. */
export default function ForgotPasswordDialog({ open, onClose }: Props) {
  const { t } = useI18n()
  const reset = useRequestPasswordReset()
  const form = useForm({
    initial: { email: '' },
    validate: ({ email }) => ({
      email: !email.trim() ? t('common.required') : isEmail(email) ? undefined : t('common.emailInvalid'),
    }),
    serverFields: { email: 'email' },
  })

  const submit = async () => {
    const result = await form.submit(({ email }) => reset.run(email))
    if (!result?.ok) return
    // The server answers alike whether or not it knows the address; the field is emptied in both cases.
    form.setField('email', '')
    if (result.data.reseted) onClose()
  }

  return (
    <ThemeProvider theme={theme}>
      <FormDialog
        open={open}
        title={t('login.forgotTitle')}
        submitLabel={t('login.forgotSubmit')}
        busy={reset.pending}
        onClose={onClose}
        onSubmit={submit}
      >
        <DialogContentText>{t('login.forgotText')}</DialogContentText>
        <TextField
          label={t('login.forgotEmail')}
          {...form.textField('email')}
          type="email"
          autoComplete="email"
          autoFocus
        />
      </FormDialog>
    </ThemeProvider>
  )
}
