import type { ApiClient } from '../../../lib/api'
import { companyPath } from './base'

export function removeDocument(api: ApiClient, companyId: number, documentId: number) {
  return api.post<{ removed: boolean }>(`${companyPath(companyId)}/document/${documentId}/remove`)
}
