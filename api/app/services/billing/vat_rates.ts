import db from '@adonisjs/lucid/services/db'
import { isoDate } from '@posted-workers/domain'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import env from '#start/env'
import type { VatStatus } from '#enums/company'
import { vatTreatment, type VatRate, type VatTreatment } from '#services/billing/vat_rule'

/** The seller's country: where the provider is established (France by default). */
export function sellerCountry() {
  return env.get('SELLER_COUNTRY', 'FR')
}

/** The seller country's rates, read each time: a rate change is a data change, no restart needed. */
async function sellerRates(client: QueryClientContract = db.connection()): Promise<VatRate[]> {
  const rows: { country_code: string; rate_basis_points: number; valid_from: string | Date }[] = await client
    .from('vat_rates')
    .where('country_code', sellerCountry())
  return rows.map((row) => ({
    countryCode: row.country_code,
    rateBasisPoints: Number(row.rate_basis_points),
    validFrom: typeof row.valid_from === 'string' ? row.valid_from.slice(0, 10) : isoDate(row.valid_from),
  }))
}

/**
 * The VAT treatment of a sale to this customer on this day (the pure rule with the seller's rates); inside a
 * transaction, pass it as `client` (one connection per transaction, never a second from the pool).
 */
export async function vatTreatmentFor(
  customer: { countryCode: string | null; vatStatus: VatStatus | null },
  date: string,
  client?: QueryClientContract
): Promise<VatTreatment> {
  return vatTreatment({
    sellerCountry: sellerCountry(),
    customerCountry: customer.countryCode,
    vatStatus: customer.vatStatus,
    date,
    rates: await sellerRates(client),
  })
}
