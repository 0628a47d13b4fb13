import type { HttpContext } from '@adonisjs/core/http'
import { quoteValidator } from '#validators/purchase'
import { priceOrderRows } from '#services/purchase/price_order'
import { quoteCustomer } from '#services/purchase/quote_customer'
import { orderTotalsFor } from '#services/billing/order_totals'
import { todayUtc } from '#services/contracts/contract_term'
import type { QuoteAnswer } from '@posted-workers/domain'

/** The order summary of the registration, renewal and upgrade forms, computed by the server's rules. */
export default class QuoteController {
  async show(ctx: HttpContext): Promise<QuoteAnswer> {
    const input = await ctx.request.validateUsing(quoteValidator)
    const { lines, totals } = await priceOrderRows(input.representativeCountries, input.promoCode)
    const customer = await quoteCustomer(ctx, input.customer)
    return {
      rows: lines.map((line) => ({
        countryCode: line.country.code,
        monthlyAmountCents: line.monthlyAmountCents,
        totalAmountCents: line.totalAmountCents,
        allowedNumberOfWorkers: line.allowedNumberOfWorkers,
      })),
      monthlyAmountCents: totals.monthlyAmountCents,
      ...(await orderTotalsFor(customer, totals.totalWithoutTaxCents, todayUtc())),
      currency: 'EUR',
    }
  }
}
