import Stack from '@mui/material/Stack'
import { CompanyContracts } from '../../../app/CompanyContracts'
import { CompanyCard } from '../../../components/CompanyCard'
import { PageHeader } from '../../../components/PageHeader'
import { useI18n } from '../../../i18n/I18nProvider'
import { useAuth } from '../../../lib/AuthContext'
import { AdminCard } from './AdminCard'

/** The dashboard: one section per panel, stacked; a customer's contracts below the company. */
export function HomePage() {
  const { t } = useI18n()
  const { user } = useAuth()
  if (!user) return null
  const name = user.profile.displayName?.trim() || user.login
  const { company } = user
  return (
    <>
      <PageHeader title={t('home.welcome', { name })} subtitle={t('home.subtitle')} />
      <Stack spacing={3}>
        {user.isAdmin && <AdminCard />}
        {company && <CompanyCard company={company} />}
        {company && <CompanyContracts companyId={company.id} isAdmin={user.isAdmin} />}
      </Stack>
    </>
  )
}
