import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { COMPANY_ROLES, type CompanyRole } from '@posted-workers/domain'
import { FormDialog } from '@/components/FormDialog'
import { useNotify } from '@/components/notifications/NotificationsContext'
import { useI18n } from '@/i18n/I18nProvider'
import { LANGUAGES, type Language } from '@/i18n/languages'
import { useForm } from '@/lib/form/useForm'
import { isEmail } from '@/lib/validation'
import { useInviteUser } from '../api/companyUsers'

/** An owner invites someone by e-mail, with a role and the language of the invitation. */
export function InviteUserDialog({ companyId, onClose }: { companyId: number; onClose: () => void }) {
  const { lang, t } = useI18n()
  const notify = useNotify()
  const invite = useInviteUser(companyId)
  const form = useForm({
    initial: { email: '', role: 'manager' as CompanyRole, language: lang as Language },
    validate: ({ email }) => ({ email: isEmail(email.trim()) ? undefined : t('common.emailInvalid') }),
    serverFields: { email: 'email', role: 'role', language: 'language' },
  })

  const submit = async () => {
    const result = await form.submit((values) => invite.run({ ...values, email: values.email.trim() }))
    if (result?.ok) {
      notify({ severity: 'success', messages: [t('team.invited', { email: form.values.email.trim() })] })
      onClose()
    }
  }

  return (
    <FormDialog
      open
      title={t('team.inviteTitle')}
      submitLabel={t('team.send')}
      busy={invite.pending}
      onClose={onClose}
      onSubmit={submit}
    >
      <Typography variant="body2">{t('team.inviteText')}</Typography>
      <TextField {...form.textField('email')} label={t('team.email')} type="email" required autoFocus />
      <TextField
        select
        label={t('team.role')}
        value={form.values.role}
        onChange={(event) => form.setField('role', event.target.value as CompanyRole)}
      >
        {COMPANY_ROLES.map((role) => (
          <MenuItem key={role} value={role}>
            {t(`team.role.${role}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('team.language')}
        value={form.values.language}
        onChange={(event) => form.setField('language', event.target.value as Language)}
      >
        {LANGUAGES.map((language) => (
          <MenuItem key={language} value={language}>
            {t(`language.${language}`)}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  )
}
