import { useCallback, useEffect, useState } from 'react'
import { useI18n } from '../../../i18n/I18nProvider'
import { useApi } from '../../../lib/ApiContext'
import { listDocuments } from '../api/listDocuments'
import type { WorkerDocument } from '../types'

type DocumentsState = { loading: boolean; failed: boolean; documents: WorkerDocument[] }

/** A worker's documents, newest first; download links carry the language, so they come again with it. */
export function useDocuments(companyId: number, workerId: number) {
  const api = useApi()
  const { lang } = useI18n()
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<DocumentsState>({ loading: true, failed: false, documents: [] })

  useEffect(() => {
    let current = true
    void listDocuments(api, companyId, workerId).then((result) => {
      if (!current) return
      setState((previous) => ({
        loading: false,
        failed: !result.ok,
        documents: result.ok ? result.data.documents : previous.documents,
      }))
    })
    return () => {
      current = false
    }
  }, [api, companyId, workerId, lang, attempt])

  const reload = useCallback(() => setAttempt((count) => count + 1), [])
  return { ...state, reload }
}
