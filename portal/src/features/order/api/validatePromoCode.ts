import type { ApiClient } from '../../../lib/api'
import type { Introducer } from '../types'

/** Quiet: an unknown code is shown under the promo-code field. */
export function validatePromoCode(api: ApiClient, promoCode: string) {
  return api.post<{ introducer: Introducer | null }>(
    '/businessIntroducer/validatePromoCode',
    { promoCode },
    { quiet: true }
  )
}
