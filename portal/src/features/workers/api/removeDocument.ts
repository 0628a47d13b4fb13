import type { ApiClient } from '@/lib/api'
import { useApiMutation } from '@/lib/queries'
import { companyPath, companyWorkersKey } from './base'

export function removeDocument(api: ApiClient, companyId: number, documentId: number) {
  return api.post<{ removed: boolean }>(`${companyPath(companyId)}/document/${documentId}/remove`)
}

/** Removed, the document leaves its list and the counts of the workers lists. */
export function useRemoveDocument(companyId: number) {
  return useApiMutation(
    (api, documentId: number) => removeDocument(api, companyId, documentId),
    () => [companyWorkersKey(companyId)]
  )
}
