import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type RepresentativeCountry from '#models/representative_country'
import type BusinessIntroducer from '#models/business_introducer'
import { BusinessException } from '#exceptions/business_exception'
import { PricingException, priceOrder, priceRow, type RowPrice } from '#services/pricing/pricing'
import { activeCountries, findIntroducer, toCountryOffer, toIntroducerOffer } from '#services/purchase/offers'

export interface OrderRowInput {
  countryCode: string
  package?: string | null
  numberOfWorkers?: number | 'more' | null
}

export interface PricedLine extends RowPrice {
  country: RepresentativeCountry
  packageSignature: string | null
  numberOfWorkers: number | null
}

const PRICING_FIELDS = {
  unknownPackage: 'package',
  workersOutOfRange: 'numberOfWorkers',
  workersRequired: 'numberOfWorkers',
}

/**
 * The price of one row of a country already checked, with the row's fields named on refusal
 * (`representativeCountries.<index>.package`).
 */
export function priceCountryRow(
  country: RepresentativeCountry,
  introducer: BusinessIntroducer | null,
  row: OrderRowInput,
  index: number
): PricedLine {
  const input = { package: row.package || null, numberOfWorkers: row.numberOfWorkers ?? null }
  try {
    const price = priceRow(toCountryOffer(country), introducer && toIntroducerOffer(introducer), input)
    return {
      ...price,
      country,
      packageSignature: input.package,
      numberOfWorkers: typeof input.numberOfWorkers === 'number' ? input.numberOfWorkers : null,
    }
  } catch (error) {
    if (!(error instanceof PricingException)) throw error
    throw new BusinessException(`purchase.pricing.${error.reason}`, {
      field: `representativeCountries.${index}.${PRICING_FIELDS[error.reason]}`,
      status: 422,
    })
  }
}

/**
 * Prices an order from the rows a client sent: countries must be open for sale and distinct, the promo code
 * known, each row priceable. Every refusal names its field. The figures a client computed are never used.
 * Inside a transaction, pass it as `client`: a second pooled connection borrowed while the transaction holds one
 * starves the pool when as many orders as connections run at once.
 */
export async function priceOrderRows(
  rows: OrderRowInput[],
  promoCode?: string | null,
  client?: QueryClientContract
) {
  let introducer: BusinessIntroducer | null = null
  if (promoCode) {
    introducer = await findIntroducer(promoCode, client)
    if (!introducer)
      throw new BusinessException('purchase.unknownPromoCode', { field: 'promoCode', status: 422 })
  }

  const countries = new Map((await activeCountries({ client })).map((country) => [country.code, country]))
  const seen = new Set<string>()
  const lines: PricedLine[] = rows.map((row, index) => {
    const field = (name: string) => `representativeCountries.${index}.${name}`
    const country = countries.get(row.countryCode)
    if (!country)
      throw new BusinessException('purchase.unknownCountry', { field: field('countryCode'), status: 422 })
    if (seen.has(country.code)) {
      throw new BusinessException('purchase.duplicateCountry', { field: field('countryCode'), status: 422 })
    }
    seen.add(country.code)

    return priceCountryRow(country, introducer, row, index)
  })

  return { introducer, lines, totals: priceOrder(lines) }
}
