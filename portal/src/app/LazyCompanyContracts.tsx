import { Suspense } from 'react'
import { lazyMui } from '../components/lazyMui'
import { PageLoader } from '../components/PageLoader'
import { useAfterFirstPaint } from '../lib/useAfterFirstPaint'

/**
 * The contracts panel with its workers, renewal and upgrade (the heaviest part of the home and company pages), loaded
 * with MUI's theme once the page's first screen has been painted: the page's header shows while the panel and its
 * data arrive.
 */
const CompanyContracts = lazyMui(() => import('./CompanyContracts').then((module) => module.CompanyContracts))

export function LazyCompanyContracts(props: { companyId: number; isAdmin: boolean }) {
  const painted = useAfterFirstPaint()
  return (
    <Suspense fallback={<PageLoader />}>
      {painted ? <CompanyContracts {...props} /> : <PageLoader />}
    </Suspense>
  )
}
