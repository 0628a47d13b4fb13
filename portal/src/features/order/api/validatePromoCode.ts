import type { ApiClient } from '@/lib/api'
import { useApiMutation } from '@/lib/queries'
import type { Introducer } from '../types'

/** Quiet: an unknown code is shown under the promo-code field. */
export function validatePromoCode(api: ApiClient, promoCode: string) {
  return api.post<{ introducer: Introducer | null }>(
    '/businessIntroducer/validatePromoCode',
    { promoCode },
    { quiet: true }
  )
}

/** The check of a typed code, as the promo-code field asks it (it keeps its own state of what was asked). */
export function useValidatePromoCode() {
  return useApiMutation(
    (api, promoCode: string) => validatePromoCode(api, promoCode),
    () => []
  )
}
