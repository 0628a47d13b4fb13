import type { ApiClient } from '@/lib/api'
import { useApiAction } from '@/lib/useApiAction'
import type { TotpSetupAnswer } from '@/types/api'

/** A new secret, pending until a code from it confirms it (enableTotp). */
export function setupTotp(api: ApiClient) {
  return api.post<TotpSetupAnswer>('/auth/totp/setup', {})
}

/** The session's own account (the auth state is read again after a change), not the query cache's. */
export function useSetupTotp() {
  return useApiAction(setupTotp)
}
