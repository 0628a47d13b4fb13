import Stack from '@mui/material/Stack'
import { PageHeader } from '@/components/PageHeader'
import { useI18n } from '@/i18n/I18nProvider'
import { useAuth } from '@/lib/AuthContext'
import { TotpCard } from '@/features/totp'
import { AccountCard } from './AccountCard'
import { ProfileForm } from './ProfileForm'

export function ProfilePage() {
  const { t } = useI18n()
  const { user } = useAuth()
  if (!user) return null
  return (
    <>
      <PageHeader title={t('profile.title')} />
      <Stack spacing={3}>
        <AccountCard user={user} />
        <TotpCard user={user} />
        <ProfileForm user={user} />
      </Stack>
    </>
  )
}
