import type { ApiClient } from '@/lib/api'
import { useApiAction } from '@/lib/useApiAction'
import type { RecoveryCodesAnswer } from '@/types/api'

export const CODE_FIELDS = ['code'] as const

/** Confirms the pending secret; answers the recovery codes, shown this once. */
export function enableTotp(api: ApiClient, input: { code: string }) {
  return api.post<RecoveryCodesAnswer>('/auth/totp/enable', input, { fields: CODE_FIELDS })
}

export function useEnableTotp() {
  return useApiAction(enableTotp)
}
