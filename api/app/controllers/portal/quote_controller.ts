import type { HttpContext } from '@adonisjs/core/http'
import { quoteValidator } from '#validators/purchase'
import { priceOrderRows } from '#services/purchase/price_order'

/** The order summary of the registration, renewal and upgrade forms, computed by the server's rules. */
export default class QuoteController {
  async show({ request }: HttpContext) {
    const input = await request.validateUsing(quoteValidator)
    const { lines, totals } = await priceOrderRows(input.representativeCountries, input.promoCode)
    return {
      rows: lines.map((line) => ({
        countryCode: line.country.code,
        monthlyAmountCents: line.monthlyAmountCents,
        totalAmountCents: line.totalAmountCents,
        allowedNumberOfWorkers: line.allowedNumberOfWorkers,
      })),
      ...totals,
      currency: 'EUR',
    }
  }
}
