import { useCallback, useEffect, useState } from 'react'
import { useApi } from '../../../lib/ApiContext'
import { checkUpgradeAccount } from '../api/checkUpgradeAccount'
import type { UpgradeAccount } from '../types'

/**
 * What the company may renew or upgrade, asked once per company view and again on `reload`. The last answer
 * stays while a new one is asked; without an answer (a failed call) `account` is null and nothing is offered.
 */
export function useUpgradeAccount(companyId: number) {
  const api = useApi()
  const [attempt, setAttempt] = useState(0)
  const [account, setAccount] = useState<UpgradeAccount | null>(null)

  useEffect(() => {
    let current = true
    void checkUpgradeAccount(api, companyId).then((result) => {
      if (current) setAccount(result.ok ? result.data : null)
    })
    return () => {
      current = false
    }
  }, [api, companyId, attempt])

  const reload = useCallback(() => setAttempt((count) => count + 1), [])
  return { account, reload }
}
