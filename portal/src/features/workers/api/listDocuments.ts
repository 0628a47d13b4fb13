import type { WorkerDocumentAnswer } from '@posted-workers/domain'
import { useI18n } from '@/i18n/I18nProvider'
import type { ApiClient } from '@/lib/api'
import { useApiQuery } from '@/lib/queries'
import { companyPath, companyWorkersKey } from './base'

export function listDocuments(api: ApiClient, companyId: number, workerId: number) {
  return api.get<{ documents: WorkerDocumentAnswer[] }>(
    `${companyPath(companyId)}/worker/${workerId}/documents`
  )
}

const documentsKey = (companyId: number, workerId: number, lang: string) =>
  [...companyWorkersKey(companyId), 'documents', workerId, lang] as const

/** A worker's documents, newest first; download links carry the language, so they come again with it. */
export function useDocuments(companyId: number, workerId: number) {
  const { lang } = useI18n()
  const { data, ...query } = useApiQuery(documentsKey(companyId, workerId, lang), (api) =>
    listDocuments(api, companyId, workerId)
  )
  return { ...query, documents: data?.documents ?? [] }
}
