import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { FormDialog } from '@/components/FormDialog'
import { PasswordField } from '@/components/PasswordField'
import { useI18n } from '@/i18n/I18nProvider'
import { useAuth } from '@/lib/AuthContext'
import { useForm } from '@/lib/form/useForm'
import { DISABLE_FIELDS, useDisableTotp } from '../api/disableTotp'

/** Turning the second factor off asks for the password and a code (from the app or a recovery code). */
export function DisableTotpDialog({ onClose }: { onClose: () => void }) {
  const { t } = useI18n()
  const { refresh } = useAuth()
  const disable = useDisableTotp()
  const form = useForm({
    initial: { password: '', code: '' },
    validate: ({ password, code }) => ({
      password: password ? undefined : t('common.required'),
      code: code.trim() ? undefined : t('common.required'),
    }),
    serverFields: Object.fromEntries(DISABLE_FIELDS.map((field) => [field, field])),
  })

  const submit = async () => {
    const result = await form.submit(({ password, code }) => disable.run({ password, code: code.trim() }))
    if (result?.ok) await refresh().then(onClose)
  }

  return (
    <FormDialog
      open
      title={t('totp.disableTitle')}
      submitLabel={t('totp.disable')}
      busy={disable.pending}
      onClose={onClose}
      onSubmit={submit}
    >
      <Typography variant="body2">{t('totp.disableText')}</Typography>
      <PasswordField
        {...form.textField('password')}
        label={t('totp.password')}
        autoComplete="current-password"
        required
      />
      <TextField
        {...form.textField('code')}
        label={t('totp.codeOrRecovery')}
        autoComplete="one-time-code"
        required
      />
    </FormDialog>
  )
}
