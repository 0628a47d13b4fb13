import type { ApiClient } from '@/lib/api'
import { useApiAction } from '@/lib/useApiAction'
import type { RecoveryCodesAnswer } from '@/types/api'
import { CODE_FIELDS } from './enableTotp'

/** Ten new recovery codes; the old ones stop working. */
export function renewRecoveryCodes(api: ApiClient, input: { code: string }) {
  return api.post<RecoveryCodesAnswer>('/auth/totp/recoveryCodes', input, { fields: CODE_FIELDS })
}

export function useRenewRecoveryCodes() {
  return useApiAction(renewRecoveryCodes)
}
