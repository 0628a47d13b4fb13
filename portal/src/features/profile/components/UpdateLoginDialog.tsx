import TextField from '@mui/material/TextField'
import { FormDialog } from '@/components/FormDialog'
import { PasswordField } from '@/components/PasswordField'
import { useI18n } from '@/i18n/I18nProvider'
import { useAuth } from '@/lib/AuthContext'
import { useForm } from '@/lib/form/useForm'
import { isEmail } from '@/lib/validation'
import type { User } from '@/types/api'
import { LOGIN_FIELDS, useUpdateLogin } from '../api/updateAccount'
import { toUpdateLoginInput } from '../utils/accountForm'

export function UpdateLoginDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useI18n()
  const update = useUpdateLogin()
  const { refresh } = useAuth()
  const form = useForm({
    initial: { login: user.login, email: user.email, currentPassword: '' },
    validate: (values) => ({
      email: !values.email.trim()
        ? t('common.required')
        : isEmail(values.email)
          ? undefined
          : t('common.emailInvalid'),
      currentPassword: values.currentPassword ? undefined : t('common.required'),
    }),
    serverFields: Object.fromEntries(LOGIN_FIELDS.map((field) => [field, field])),
  })

  const submit = async () => {
    const result = await form.submit((values) => update.run(toUpdateLoginInput(values)))
    if (!result?.ok) return
    await refresh()
    onClose()
  }

  const login = form.textField('login')
  return (
    <FormDialog
      open
      title={t('profile.updateLogin')}
      submitLabel={t('common.save')}
      busy={update.pending}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        {...login}
        label={t('profile.login')}
        autoComplete="username"
        helperText={login.helperText ?? t('profile.loginHelper')}
      />
      <TextField
        {...form.textField('email')}
        label={t('profile.email')}
        type="email"
        autoComplete="email"
        required
      />
      <PasswordField
        {...form.textField('currentPassword')}
        label={t('profile.currentPassword')}
        autoComplete="current-password"
        required
      />
    </FormDialog>
  )
}
