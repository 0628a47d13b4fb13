import type { AuthorityRequestUploadAnswer, CompanyAuthorityRequestsAnswer } from '@posted-workers/domain'
import { PROVIDER } from '@/config/paths'
import { useI18n } from '@/i18n/I18nProvider'
import type { ApiClient } from '@/lib/api'
import { useApiMutation, useApiQuery } from '@/lib/queries'

const base = (companyId: number) => `/${PROVIDER}/company/${companyId}/authorityRequests`

/** Per language: the answer's texts are not, but the screen's messages that come with an upload are. */
export const authorityRequestsKey = (companyId: number) => ['authorityRequests', companyId] as const

/** GET /{provider}/company/{id}/authorityRequests: the company's requests not closed, the soonest due first. */
export function listAuthorityRequests(api: ApiClient, companyId: number) {
  return api.get<CompanyAuthorityRequestsAnswer>(base(companyId))
}

export function useAuthorityRequests(companyId: number) {
  const { lang } = useI18n()
  return useApiQuery([...authorityRequestsKey(companyId), lang], (api) =>
    listAuthorityRequests(api, companyId)
  )
}

/** One file to put into a request, on a line of its checklist (no driver: a kind asked once). */
export interface AuthorityUpload {
  file: File
  kind: string
  driverId: number | null
}

/**
 * POST …/{requestId}/upload (multipart): the files, and per file its kind and driver, named as lists (`kinds[]`)
 * so that an empty driver keeps its place (the api's body parser lets a plain repeated name's next value replace an
 * empty one).
 */
export function uploadAuthorityFiles(
  api: ApiClient,
  companyId: number,
  requestId: number,
  items: AuthorityUpload[]
) {
  const body = new FormData()
  for (const item of items) {
    body.append('files', item.file, item.file.name)
    body.append('kinds[]', item.kind)
    body.append('driverIds[]', item.driverId === null ? '' : String(item.driverId))
  }
  return api.post<AuthorityRequestUploadAnswer>(`${base(companyId)}/${requestId}/upload`, body)
}

export function useUploadAuthorityFiles(companyId: number) {
  return useApiMutation(
    (api, variables: { requestId: number; items: AuthorityUpload[] }) =>
      uploadAuthorityFiles(api, companyId, variables.requestId, variables.items),
    () => [authorityRequestsKey(companyId)]
  )
}
