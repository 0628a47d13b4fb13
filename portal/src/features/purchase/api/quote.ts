import { PROVIDER } from '../../../config/paths'
import type { ApiClient } from '../../../lib/api'
import type { CountryRowInput, Quote } from '../types'

export type QuoteInput = { promoCode: string | null; representativeCountries: CountryRowInput[] }

/** Quiet: the summary shows that the amounts cannot be computed; the form shows the details on submit. */
export function quote(api: ApiClient, input: QuoteInput) {
  return api.post<Quote>(`/${PROVIDER}/workers/quote`, input, { quiet: true })
}
