import Stack from '@mui/material/Stack'
import { CompanyContracts } from '../../../app/CompanyContracts'
import { CompanyCard } from '../../../components/CompanyCard'
import { PageHeader } from '../../../components/PageHeader'
import { useI18n } from '../../../i18n/I18nProvider'
import { useAuth } from '../../../lib/AuthContext'
import { AdminCard } from './AdminCard'
import { HomeBanners } from './HomeBanners'
import { HomeFaq } from './HomeFaq'
import { MigrationPanel } from './MigrationPanel'
import { useHomeDashboard } from './useHomeDashboard'

/**
 * The dashboard: one section per panel, stacked. A customer sees the banner of its situation (no contract, only
 * expired ones) and, until it approves them, the Mobility Package terms, then its company, contracts and the FAQ.
 */
export function HomePage() {
  const { t } = useI18n()
  const { user } = useAuth()
  const company = user?.company ?? null
  const dashboard = useHomeDashboard(company?.id ?? null)
  if (!user) return null
  const name = user.profile.displayName?.trim() || user.login
  return (
    <>
      <PageHeader title={t('home.welcome', { name })} subtitle={t('home.subtitle')} />
      <Stack spacing={3}>
        {user.isAdmin && <AdminCard />}
        {company && !dashboard.loading && (
          <HomeBanners banner={dashboard.banner} termsUrl={dashboard.termsUrl} />
        )}
        {company && !dashboard.loading && !dashboard.migrated && (
          <MigrationPanel companyId={company.id} termsUrl={dashboard.termsUrl} />
        )}
        {company && <CompanyCard company={company} />}
        {company && <CompanyContracts companyId={company.id} isAdmin={user.isAdmin} />}
        {company && <HomeFaq />}
      </Stack>
    </>
  )
}
