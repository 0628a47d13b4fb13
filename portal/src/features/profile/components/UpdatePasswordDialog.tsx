import { FormDialog } from '@/components/FormDialog'
import { PasswordField } from '@/components/PasswordField'
import { useI18n } from '@/i18n/I18nProvider'
import { useForm } from '@/lib/form/useForm'
import { checkNewPassword } from '@/lib/validation'
import { PASSWORD_FIELDS, useUpdatePassword } from '../api/updateAccount'

const FIELDS = [
  { field: 'currentPassword', label: 'profile.currentPassword' },
  { field: 'password', label: 'profile.newPassword' },
  { field: 'confirmPassword', label: 'profile.confirmPassword' },
] as const

export function UpdatePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useI18n()
  const update = useUpdatePassword()
  const form = useForm({
    initial: { currentPassword: '', password: '', confirmPassword: '' },
    validate: (values) => {
      const checks = checkNewPassword(values.password, values.confirmPassword)
      return {
        currentPassword: values.currentPassword ? undefined : t('common.required'),
        password: checks.password && t(checks.password),
        confirmPassword: checks.confirmPassword && t(checks.confirmPassword),
      }
    },
    serverFields: Object.fromEntries(PASSWORD_FIELDS.map((field) => [field, field])),
  })

  const submit = async () => {
    const result = await form.submit((values) => update.run(values))
    if (result?.ok) onClose()
  }

  return (
    <FormDialog
      open
      title={t('profile.updatePassword')}
      submitLabel={t('common.save')}
      busy={update.pending}
      onClose={onClose}
      onSubmit={submit}
    >
      {FIELDS.map(({ field, label }) => (
        <PasswordField
          key={field}
          {...form.textField(field)}
          label={t(label)}
          autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
          required
        />
      ))}
    </FormDialog>
  )
}
