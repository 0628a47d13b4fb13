import { PROVIDER } from '../../../config/paths'
import type { ApiClient } from '../../../lib/api'
import type { CountryRowInput, Quote } from '../types'

/** Whom the VAT is computed for: the company being registered, or (an admin renewing for it) an existing one. */
export type QuoteCustomer = { countryCode?: string; vatNumber?: string; companyId?: number }

export type QuoteInput = {
  promoCode: string | null
  representativeCountries: CountryRowInput[]
  customer?: QuoteCustomer
}

/** Quiet: the summary shows that the amounts cannot be computed; the form shows the details on submit. */
export function quote(api: ApiClient, input: QuoteInput) {
  return api.post<Quote>(`/${PROVIDER}/workers/quote`, input, { quiet: true })
}
