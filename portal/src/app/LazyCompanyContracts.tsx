import { Suspense } from 'react'
import { lazyMui } from '../components/lazyMui'
import { PageLoader } from '../components/PageLoader'

/**
 * The contracts panel with its workers, renewal and upgrade (the heaviest part of the home and company pages), loaded
 * beside the page rather than before it, with MUI's theme: the page's header shows while the panel and its data
 * arrive.
 */
const CompanyContracts = lazyMui(() => import('./CompanyContracts').then((module) => module.CompanyContracts))

export function LazyCompanyContracts(props: { companyId: number; isAdmin: boolean }) {
  return (
    <Suspense fallback={<PageLoader />}>
      <CompanyContracts {...props} />
    </Suspense>
  )
}
