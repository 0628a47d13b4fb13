import type { Introducer, Mop, RepresentativeCountry } from '@/features/order'
import { rowWorkerOptions, type CountryRow } from '@/features/order'
import type { PromoState } from '@/features/order'
import { ORDER_PATH, PROMO_CODE_PATH, ROW_FIELDS, rowPath, ROWS_PATH } from '@/features/order'

/** A row the server can price: a country, and a number of workers its package (or no package) offers. */
export function isRowComplete(
  row: CountryRow,
  countries: RepresentativeCountry[],
  introducer: Introducer | null
): boolean {
  if (!row.countryCode) return false
  const options = rowWorkerOptions(row, countries, introducer)
  return options === null || options.includes(row.numberOfWorkers)
}

/** Why a renewal or an upgrade cannot be sent yet, the first reason only; null when it can. */
export type ChangeBlocker = 'noChange' | 'incompleteRow' | 'promoCode' | 'mop' | 'conditions'

export type ChangeState = {
  rows: CountryRow[]
  countries: RepresentativeCountry[]
  introducer: Introducer | null
  /** An upgrade must change something; a renewal of rows as they stand is the point. */
  changed: boolean
  /** Rows the form refuses besides incomplete ones (an upgrade that does not grow). */
  rowProblems: number
  /** The promo code of a renewal; null for an upgrade, which has none. */
  promo: PromoState | null
  mop: Mop | null
  mops: Mop[]
  conditions: boolean
}

export function changeBlocker(state: ChangeState): ChangeBlocker | null {
  const { rows, countries, introducer, promo, mop, mops } = state
  if (!state.changed) return 'noChange'
  if (rows.length === 0 || state.rowProblems > 0) return 'incompleteRow'
  if (!rows.every((row) => isRowComplete(row, countries, introducer))) return 'incompleteRow'
  if (promo && promo.status !== 'empty' && promo.status !== 'valid') return 'promoCode'
  if (!mop || (mops.length > 0 && !mops.includes(mop))) return 'mop'
  if (!state.conditions) return 'conditions'
  return null
}

/** The payment method sent: the one chosen when allowed, else the first allowed one. */
export function effectiveMop(chosen: Mop, mops: Mop[]): Mop | null {
  if (mops.length === 0 || mops.includes(chosen)) return chosen
  return mops[0] ?? null
}

/** Every path a renewal or an upgrade form shows a server message under, for `rowCount` rows. */
export function changeServerFields(rowCount: number, withPromoCode: boolean): string[] {
  const rows = Array.from({ length: rowCount }, (_, index) =>
    ROW_FIELDS.map((field) => rowPath(index, field))
  )
  return [
    ROWS_PATH,
    ORDER_PATH.conditions,
    ORDER_PATH.mop,
    ...(withPromoCode ? [PROMO_CODE_PATH] : []),
    ...rows.flat(),
  ]
}
