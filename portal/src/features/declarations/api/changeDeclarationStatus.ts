import type { DeclarationAnswer } from '@posted-workers/domain'
import { companyWorkersKey } from '@/features/workers'
import type { ApiClient } from '@/lib/api'
import { useApiMutation } from '@/lib/queries'
import { companyPath, declarationsKey } from './base'

export type StatusChange = { id: number; to: 'submit' | 'withdraw'; imiNumber?: string }

/** POST …/postingDeclaration/{id}/submit (with its IMI number) or …/withdraw. */
export function changeDeclarationStatus(api: ApiClient, companyId: number, change: StatusChange) {
  return api.post<{ declaration: DeclarationAnswer }>(
    `${companyPath(companyId)}/postingDeclaration/${change.id}/${change.to}`,
    change.to === 'submit' ? { imiNumber: change.imiNumber ?? '' } : {},
    { fields: ['imiNumber'] }
  )
}

export function useChangeDeclarationStatus(companyId: number) {
  return useApiMutation(
    (api, change: StatusChange) => changeDeclarationStatus(api, companyId, change),
    () => [declarationsKey(companyId), companyWorkersKey(companyId)]
  )
}
