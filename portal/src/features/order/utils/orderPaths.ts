/**
 * Where the server names the fields of an order (API.md), so that a client check and a server answer about the same
 * field land in the same place: the conditions, the payment method, the promo code and the country rows.
 */
export const ORDER_PATH = { conditions: 'conditions', mop: 'mop' } as const

export const PROMO_CODE_PATH = 'promoCode'
export const ROWS_PATH = 'representativeCountries'
export const ROW_FIELDS = ['countryCode', 'package', 'numberOfWorkers'] as const
export type RowField = (typeof ROW_FIELDS)[number]

export function rowPath(index: number, field: RowField): string {
  return `${ROWS_PATH}.${index}.${field}`
}

/** Row errors name rows by position: once rows move or change, the server's row messages no longer apply. */
export function dropRowErrors(errors: Record<string, string>, index?: number): Record<string, string> {
  const prefix = index === undefined ? ROWS_PATH : `${ROWS_PATH}.${index}.`
  const kept = Object.entries(errors).filter(([path]) => !path.startsWith(prefix))
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept)
}
