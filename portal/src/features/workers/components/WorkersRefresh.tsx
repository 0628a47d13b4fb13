import { useCallback } from 'react'
import { useInvalidate } from '../../../lib/queries'
import { workersKeys } from '../api/keys'

/**
 * After a duplicate, which lands in another contract: every workers list of the company (kept mounted in its tab)
 * loads again.
 */
export function useRefreshAllWorkers(companyId: number) {
  const invalidate = useInvalidate()
  return useCallback(() => void invalidate(workersKeys.all(companyId)), [invalidate, companyId])
}
