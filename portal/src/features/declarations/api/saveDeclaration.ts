import type { DeclarationAnswer } from '@posted-workers/domain'
import { companyWorkersKey } from '@/features/workers'
import type { ApiClient } from '@/lib/api'
import { useApiMutation } from '@/lib/queries'
import type { DeclarationPayload } from '../utils/declarationForm'
import { companyPath, declarationsKey } from './base'

/** The fields the server names in its refusals, each shown under its own. */
export const DECLARATION_FIELDS = [
  'workerId',
  'countryCode',
  'startDate',
  'endDate',
  'plates',
  'transportType',
  'operations',
  'imiNumber',
] as const

/** POST …/postingDeclarations (a new draft) or …/postingDeclaration/{id}/update. */
export function saveDeclaration(
  api: ApiClient,
  companyId: number,
  id: number | null,
  payload: DeclarationPayload
) {
  const path =
    id === null
      ? `${companyPath(companyId)}/postingDeclarations`
      : `${companyPath(companyId)}/postingDeclaration/${id}/update`
  return api.post<{ declaration: DeclarationAnswer }>(path, payload, { fields: DECLARATION_FIELDS })
}

/** Saved, a declaration changes the register and the readiness the workers lists and the roster show. */
export function useSaveDeclaration(companyId: number, id: number | null) {
  return useApiMutation(
    (api, payload: DeclarationPayload) => saveDeclaration(api, companyId, id, payload),
    () => [declarationsKey(companyId), companyWorkersKey(companyId)]
  )
}
