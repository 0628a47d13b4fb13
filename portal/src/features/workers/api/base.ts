import { useCallback } from 'react'
import { PROVIDER } from '../../../config/paths'
import { useInvalidate } from '../../../lib/queries'

/** The prefix of every workers call, below `/{lang}/api` (the client adds that). */
export const companyPath = (companyId: number) => `/${PROVIDER}/workers/company/${companyId}`

/**
 * Every workers query of a company (its contracts' lists and its workers' documents): what a write invalidates, since
 * a count, a carried driver or a copy shows in several lists at once.
 */
export const companyWorkersKey = (companyId: number) => ['workers', companyId] as const

/** After a write the query layer does not see (an upload): every workers list of the company loads again. */
export function useRefreshAllWorkers(companyId: number) {
  const invalidate = useInvalidate()
  return useCallback(() => void invalidate(companyWorkersKey(companyId)), [invalidate, companyId])
}
