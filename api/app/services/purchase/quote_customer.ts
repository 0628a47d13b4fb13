import type { HttpContext } from '@adonisjs/core/http'
import Company from '#models/company'
import type { VatStatus } from '#enums/company'
import { checkFormat } from '#services/vat/rules'

export interface QuoteCustomerInput {
  countryCode?: string | null
  vatNumber?: string | null
  companyId?: number | null
}

/**
 * Whom a quote prices for, as far as VAT goes. A signed-in customer: their company, whatever the body says; an
 * admin renewing for a company: that company; a visitor registering: the country and VAT number typed so far (a
 * well-formed number counts as unverified until VIES is asked at registration; none, or a wrong one, pays VAT).
 */
export async function quoteCustomer(
  ctx: HttpContext,
  input: QuoteCustomerInput | undefined
): Promise<{ countryCode: string | null; vatStatus: VatStatus | null }> {
  await ctx.auth.check()
  const user = ctx.auth.user
  const companyId = user && !user.isAdmin ? user.companyId : user?.isAdmin ? (input?.companyId ?? null) : null
  if (companyId) {
    const company = await Company.find(companyId)
    if (company) return { countryCode: company.countryCode, vatStatus: company.vatStatus }
  }
  const countryCode = input?.countryCode ?? null
  if (!input?.vatNumber) return { countryCode, vatStatus: null }
  return { countryCode, vatStatus: checkFormat(countryCode, input.vatNumber).ok ? 'unverified' : 'invalid' }
}
