import type { VatStatus } from '#enums/company'

/** A standard rate of a country, in basis points (20 % = 2000), from a day on. */
export interface VatRate {
  countryCode: string
  rateBasisPoints: number
  validFrom: string
}

/** What a sale carries: a rate (0 under reverse charge) and whether the reverse-charge mention applies. */
export interface VatTreatment {
  rateBasisPoints: number
  reverseCharge: boolean
}

export class MissingVatRateError extends Error {}

/** The rate of `countryCode` on `date`: the latest that applies from that day or before. */
export function standardRate(rates: VatRate[], countryCode: string, date: string): number {
  const applicable = rates
    .filter((rate) => rate.countryCode === countryCode && rate.validFrom <= date)
    .sort((a, b) => b.validFrom.localeCompare(a.validFrom))[0]
  if (!applicable)
    throw new MissingVatRateError(
      `No VAT rate of ${countryCode} on ${date} (database/reference/vat_rates.json)`
    )
  return applicable.rateBasisPoints
}

/**
 * VAT of a service sold business to business (ARCHITECTURE.md, "VAT"). The place of supply is the customer's
 * country: a customer established in another country than the seller's, with a VAT number that is valid or could not
 * be disproved (unverified, or changed and not re-checked yet), pays no VAT and the invoice carries the reverse-charge
 * mention. A customer in the seller's own country, one whose number is invalid, or one without a number pays the
 * seller country's standard rate of the day.
 */
export function vatTreatment(input: {
  sellerCountry: string
  customerCountry: string | null
  vatStatus: VatStatus | null
  date: string
  rates: VatRate[]
}): VatTreatment {
  const registered = input.vatStatus !== null && input.vatStatus !== 'invalid'
  if (input.customerCountry && input.customerCountry !== input.sellerCountry && registered) {
    return { rateBasisPoints: 0, reverseCharge: true }
  }
  return { rateBasisPoints: standardRate(input.rates, input.sellerCountry, input.date), reverseCharge: false }
}

/** VAT on an amount excluding tax, rounded to the cent (half up), and the total including it. */
export function withVat(withoutTaxCents: number, treatment: VatTreatment) {
  const vatCents = Math.round((withoutTaxCents * treatment.rateBasisPoints) / 10_000)
  return { withoutTaxCents, vatCents, withTaxCents: withoutTaxCents + vatCents }
}
