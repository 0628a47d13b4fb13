import type { DeclarationAnswer } from '@posted-workers/domain'
import { companyWorkersKey } from '@/features/workers'
import type { ApiClient } from '@/lib/api'
import { useApiMutation } from '@/lib/queries'
import { companyPath, declarationsKey } from './base'

/** POST …/postingDeclaration/{id}/pdf (multipart `files`): the PDF IMI gave, kept as the posting's declaration document. */
export function uploadDeclarationPdf(api: ApiClient, companyId: number, id: number, file: File) {
  const body = new FormData()
  body.append('files', file, file.name)
  return api.post<{ declaration: DeclarationAnswer }>(
    `${companyPath(companyId)}/postingDeclaration/${id}/pdf`,
    body
  )
}

export function useUploadDeclarationPdf(companyId: number) {
  return useApiMutation(
    (api, { id, file }: { id: number; file: File }) => uploadDeclarationPdf(api, companyId, id, file),
    () => [declarationsKey(companyId), companyWorkersKey(companyId)]
  )
}
