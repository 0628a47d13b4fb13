import type { ApiClient } from '@/lib/api'
import { useApiAction } from '@/lib/useApiAction'

export const DISABLE_FIELDS = ['password', 'code'] as const

export function disableTotp(api: ApiClient, input: { password: string; code: string }) {
  return api.post<{ totpEnabled: false }>('/auth/totp/disable', input, { fields: DISABLE_FIELDS })
}

export function useDisableTotp() {
  return useApiAction(disableTotp)
}
