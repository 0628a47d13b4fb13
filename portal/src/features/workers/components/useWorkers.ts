import { useCallback, useEffect, useState } from 'react'
import { useApi } from '../../../lib/ApiContext'
import { listWorkers } from '../api/listWorkers'
import type { WorkersAnswer } from '../types'
import { useWorkersRefresh } from './WorkersRefresh'

type WorkersState = { loading: boolean; failed: boolean; answer: WorkersAnswer | null }

/** The workers of one contract matching `filter`; `reload` asks again after a change (the rows stay meanwhile). */
export function useWorkers(companyId: number, contractId: number, filter: string) {
  const api = useApi()
  const version = useWorkersRefresh()?.version ?? 0
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<WorkersState>({ loading: true, failed: false, answer: null })

  useEffect(() => {
    let current = true
    void listWorkers(api, companyId, contractId, filter).then((result) => {
      if (!current) return
      setState((previous) => ({
        loading: false,
        failed: !result.ok,
        answer: result.ok ? result.data : previous.answer,
      }))
    })
    return () => {
      current = false
    }
  }, [api, companyId, contractId, filter, attempt, version])

  const reload = useCallback(() => setAttempt((count) => count + 1), [])
  return { ...state, reload }
}
