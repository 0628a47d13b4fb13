import type { ReactNode } from 'react'
import { Suspense, useEffect } from 'react'
import { useSearchParams } from 'react-router-dom'
import { CompanyCard } from '@/components/CompanyCard'
import { lazyMui } from '@/components/lazyMui'
import { PageHeader } from '@/components/PageHeader'
import { useI18n } from '@/i18n/I18nProvider'
import { useAuth } from '@/lib/AuthContext'
import { useCompanyAbility } from '@/lib/companyRole'
import { useAfterFirstPaint } from '@/lib/useAfterFirstPaint'
import type { Company } from '@/types/api'
import { RenewalProvider, useRenewal } from '@/features/renewal'
import { AdminCard } from './AdminCard'
import { HomeBanners } from './HomeBanners'
import { bannerRenewalCountries } from '../utils/homeBanner'
import { MigrationPanel } from './MigrationPanel'
import { useHomeDashboard } from '../api/useHomeDashboard'
import '@/components/light/panel.css'

// Folded under the contracts: it need not hold up the first screen (MUI's accordion, with its theme, loaded once the
// first screen is painted).
const HomeFaq = lazyMui(() => import('./HomeFaq').then((module) => module.HomeFaq))

type Props = {
  /** The company's contracts with what other features add to them, composed by the app shell (app/CompanyContracts). */
  renderContracts: (companyId: number, isAdmin: boolean) => ReactNode
}

/**
 * The dashboard: one section per panel, stacked. A customer sees the banner of its situation (no contract, only
 * expired ones) and, until it approves them, the Mobility Package terms, then its company, contracts and the FAQ.
 * What the first screen shows is drawn without MUI, so that it does not wait for it; the contracts and the FAQ
 * (MUI) come after.
 */

export function HomePage({ renderContracts }: Props) {
  const { t } = useI18n()
  const { user } = useAuth()
  const placesOrders = useCompanyAbility('placeOrders')
  const company = user?.company ?? null
  if (!user) return null
  const name = user.profile?.displayName?.trim() || user.login
  return (
    <>
      <PageHeader title={t('home.welcome', { name })} subtitle={t('home.subtitle')} />
      <div className="lt-stack">
        {user.isAdmin && <AdminCard />}
        {company && placesOrders && (
          // The banners, the alerts and the upgrade button share what the company may renew or upgrade.
          <RenewalProvider companyId={company.id}>
            <CompanyDashboard company={company} isAdmin={user.isAdmin} renderContracts={renderContracts} />
          </RenewalProvider>
        )}
        {/* A role that places no order (an accountant) has nothing to renew or upgrade. */}
        {company && !placesOrders && (
          <CompanyDashboard company={company} isAdmin={user.isAdmin} renderContracts={renderContracts} />
        )}
      </div>
    </>
  )
}

function CompanyDashboard({
  company,
  isAdmin,
  renderContracts,
}: { company: Company; isAdmin: boolean } & Props) {
  const dashboard = useHomeDashboard(company.id)
  const placesOrders = useCompanyAbility('placeOrders')
  const renewal = useRenewal()
  const painted = useAfterFirstPaint()
  useRenewLink()
  const renew =
    renewal?.account?.isRenewAllowed === true
      ? () => renewal.openRenew(bannerRenewalCountries(dashboard.banner))
      : undefined

  return (
    <>
      {!dashboard.loading && <HomeBanners banner={dashboard.banner} onRenew={renew} />}
      {!dashboard.loading && !dashboard.migrated && placesOrders && (
        <MigrationPanel companyId={company.id} termsUrl={dashboard.termsUrl} />
      )}
      <CompanyCard company={company} />
      {renderContracts(company.id, isAdmin)}
      {painted && (
        <Suspense fallback={null}>
          <HomeFaq />
        </Suspense>
      )}
    </>
  )
}

/**
 * The reminder e-mails link to `home?renew=<country code>`: the renewal form of that country opens once the server
 * says it may be renewed, and the parameter is dropped so a reload does not open it again.
 */
function useRenewLink() {
  const renewal = useRenewal()
  const [params, setParams] = useSearchParams()
  const code = params.get('renew')?.toUpperCase() ?? null
  const account = renewal?.account ?? null
  const openRenew = renewal?.openRenew
  useEffect(() => {
    if (!code || !account || !openRenew) return
    const renewable = account.contracts.some(
      (contract) => contract.countryCode === code && contract.renewal !== null
    )
    if (account.isRenewAllowed && renewable) openRenew([code])
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('renew')
        return next
      },
      { replace: true }
    )
  }, [code, account, openRenew, setParams])
}
