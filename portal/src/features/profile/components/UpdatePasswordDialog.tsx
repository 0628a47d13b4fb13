import { useState } from 'react'
import { FormDialog } from '../../../components/FormDialog'
import { PasswordField } from '../../../components/PasswordField'
import { useI18n } from '../../../i18n/I18nProvider'
import { useApi } from '../../../lib/ApiContext'
import { checkNewPassword } from '../../../lib/validation'
import { updatePassword, type UpdatePasswordInput } from '../api/updateAccount'

type Field = keyof UpdatePasswordInput

const FIELDS: {
  field: Field
  label: 'profile.currentPassword' | 'profile.newPassword' | 'profile.confirmPassword'
}[] = [
  { field: 'currentPassword', label: 'profile.currentPassword' },
  { field: 'password', label: 'profile.newPassword' },
  { field: 'confirmPassword', label: 'profile.confirmPassword' },
]

export function UpdatePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useI18n()
  const api = useApi()
  const [values, setValues] = useState<UpdatePasswordInput>({
    currentPassword: '',
    password: '',
    confirmPassword: '',
  })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [busy, setBusy] = useState(false)

  const submit = async () => {
    const checks = checkNewPassword(values.password, values.confirmPassword)
    const problems: Partial<Record<Field, string>> = {}
    if (!values.currentPassword) problems.currentPassword = t('common.required')
    if (checks.password) problems.password = t(checks.password)
    if (checks.confirmPassword) problems.confirmPassword = t(checks.confirmPassword)
    setErrors(problems)
    if (Object.keys(problems).length > 0) return

    setBusy(true)
    const result = await updatePassword(api, values)
    setBusy(false)
    if (result.ok) onClose()
    else setErrors(result.fieldErrors)
  }

  return (
    <FormDialog
      open
      title={t('profile.updatePassword')}
      submitLabel={t('common.save')}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
    >
      {FIELDS.map(({ field, label }) => (
        <PasswordField
          key={field}
          label={t(label)}
          name={field}
          autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
          required
          value={values[field]}
          onChange={(event) => {
            setValues((current) => ({ ...current, [field]: event.target.value }))
            setErrors((current) => ({ ...current, [field]: undefined }))
          }}
          error={Boolean(errors[field])}
          helperText={errors[field]}
        />
      ))}
    </FormDialog>
  )
}
