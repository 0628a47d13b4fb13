import { useState } from 'react'
import TextField from '@mui/material/TextField'
import { FormDialog } from '../../../components/FormDialog'
import { PasswordField } from '../../../components/PasswordField'
import { useI18n } from '../../../i18n/I18nProvider'
import { useApi } from '../../../lib/ApiContext'
import { useAuth } from '../../../lib/AuthContext'
import { isEmail } from '../../../lib/validation'
import type { User } from '../../../types/api'
import { updateLogin } from '../api/updateAccount'
import { toUpdateLoginInput, type LoginFormValues } from '../utils/accountForm'

type Field = keyof LoginFormValues

export function UpdateLoginDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useI18n()
  const api = useApi()
  const { refresh } = useAuth()
  const [values, setValues] = useState<LoginFormValues>({
    login: user.login,
    email: user.email,
    currentPassword: '',
  })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [busy, setBusy] = useState(false)

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const submit = async () => {
    const problems: Partial<Record<Field, string>> = {}
    if (!values.email.trim()) problems.email = t('common.required')
    else if (!isEmail(values.email)) problems.email = t('common.emailInvalid')
    if (!values.currentPassword) problems.currentPassword = t('common.required')
    setErrors(problems)
    if (Object.keys(problems).length > 0) return

    setBusy(true)
    const result = await updateLogin(api, toUpdateLoginInput(values))
    setBusy(false)
    if (!result.ok) return setErrors(result.fieldErrors)
    await refresh()
    onClose()
  }

  return (
    <FormDialog
      open
      title={t('profile.updateLogin')}
      submitLabel={t('common.save')}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label={t('profile.login')}
        name="login"
        autoComplete="username"
        value={values.login}
        onChange={change('login')}
        error={Boolean(errors.login)}
        helperText={errors.login ?? t('profile.loginHelper')}
      />
      <TextField
        label={t('profile.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={change('email')}
        error={Boolean(errors.email)}
        helperText={errors.email}
      />
      <PasswordField
        label={t('profile.currentPassword')}
        name="currentPassword"
        autoComplete="current-password"
        required
        value={values.currentPassword}
        onChange={change('currentPassword')}
        error={Boolean(errors.currentPassword)}
        helperText={errors.currentPassword}
      />
    </FormDialog>
  )
}
