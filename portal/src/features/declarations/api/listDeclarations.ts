import type { DeclarationsAnswer } from '@posted-workers/domain'
import type { ApiClient } from '@/lib/api'
import { useApiQuery } from '@/lib/queries'
import { companyPath, declarationsKey } from './base'

/** GET /{provider}/company/{id}/postingDeclarations: the register, one host country or all. */
export function listDeclarations(api: ApiClient, companyId: number, country: string | null) {
  const query = country ? `?country=${encodeURIComponent(country)}` : ''
  return api.get<DeclarationsAnswer>(`${companyPath(companyId)}/postingDeclarations${query}`)
}

export function useDeclarations(companyId: number, country: string | null) {
  const { data, ...rest } = useApiQuery(
    [...declarationsKey(companyId), 'register', country ?? ''],
    (api) => listDeclarations(api, companyId, country),
    { keepPrevious: true }
  )
  return { ...rest, answer: data ?? null }
}
