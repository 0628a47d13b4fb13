import type { OperatorAnswer } from '@posted-workers/domain'
import type { ApiClient } from '@/lib/api'
import { useApiQuery } from '@/lib/queries'
import { companyPath, declarationsKey } from './base'

/** GET /{provider}/company/{id}/operator: the operator's IMI data and its fleet. */
export function getOperator(api: ApiClient, companyId: number) {
  return api.get<{ operator: OperatorAnswer }>(`${companyPath(companyId)}/operator`)
}

export const operatorKey = (companyId: number) => [...declarationsKey(companyId), 'operator'] as const

export function useOperator(companyId: number) {
  const { data, ...rest } = useApiQuery(operatorKey(companyId), (api) => getOperator(api, companyId))
  return { ...rest, operator: data?.operator ?? null }
}
