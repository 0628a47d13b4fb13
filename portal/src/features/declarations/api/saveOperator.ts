import type { OperatorAnswer } from '@posted-workers/domain'
import type { ApiClient } from '@/lib/api'
import { useApiMutation } from '@/lib/queries'
import { companyPath, declarationsKey } from './base'

export const OPERATOR_FIELDS = [
  'communityLicenceNumber',
  'transportContactName',
  'transportContactEmail',
  'transportContactPhone',
] as const
export type OperatorValues = Record<(typeof OPERATOR_FIELDS)[number], string>

/** POST /{provider}/company/{id}/operator: the licence and the contact person (empty: none). */
export function saveOperator(api: ApiClient, companyId: number, values: OperatorValues) {
  return api.post<{ operator: OperatorAnswer }>(`${companyPath(companyId)}/operator`, values, {
    fields: OPERATOR_FIELDS,
  })
}

export function useSaveOperator(companyId: number) {
  return useApiMutation(
    (api, values: OperatorValues) => saveOperator(api, companyId, values),
    () => [declarationsKey(companyId)]
  )
}
