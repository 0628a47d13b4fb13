import type { WorkerDocumentAnswer } from '@posted-workers/domain'
import type { ApiClient } from '@/lib/api'
import { useApiMutation } from '@/lib/queries'
import type { DocumentDetails } from '../utils/documentDetails'
import { companyPath, companyWorkersKey } from './base'

/** The fields the server names in its refusals, each shown under its own. */
export const DETAIL_FIELDS = [
  'category',
  'documentNumber',
  'issuingCountry',
  'validFrom',
  'validUntil',
] as const satisfies readonly (keyof DocumentDetails)[]

/** A document's category (of the same list: the person's or the posting's), number, issuer and validity. */
export function updateDocument(
  api: ApiClient,
  companyId: number,
  documentId: number,
  details: DocumentDetails
) {
  return api.post<{ updated: boolean; document: WorkerDocumentAnswer }>(
    `${companyPath(companyId)}/document/${documentId}/update`,
    details,
    { fields: DETAIL_FIELDS }
  )
}

/** Saved, the document's validity changes the readiness of every list of the company (the roster's too). */
export function useUpdateDocument(companyId: number, documentId: number) {
  return useApiMutation(
    (api, details: DocumentDetails) => updateDocument(api, companyId, documentId, details),
    () => [companyWorkersKey(companyId)]
  )
}
