import { PROVIDER } from '@/config/paths'
import type { ApiClient, ApiResult } from '@/lib/api'
import { useApiQuery } from '@/lib/queries'
import { useDebouncedValue } from '@/lib/useDebouncedValue'
import type { CountryRowInput, Introducer, Quote, RepresentativeCountry } from '../types'
import { rowInput, type CountryRow } from '../utils/countryRows'

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

const DEBOUNCE_MS = 350

/** The server's figures: the last answer, whether newer ones are being computed, whether the last ask failed. */
export type Figures<Q> = { quote: Q | null; loading: boolean; failed: boolean }

/**
 * The figures of a six-month order (registration, renewal): the rows with a country, priced with the promo code,
 * taxed for `customer` (VAT depends on where the company is established and on its VAT number).
 */
export function useQuote(
  rows: CountryRow[],
  countries: RepresentativeCountry[],
  introducer: Introducer | null,
  promoCode: string | null,
  customer: QuoteCustomer
): Figures<Quote> {
  const chosen = rows.filter((row) => row.countryCode)
  const input: QuoteInput | null =
    chosen.length === 0
      ? null
      : {
          promoCode,
          representativeCountries: chosen.map((row) => rowInput(row, countries, introducer)),
          customer,
        }
  return useFigures('order', input, quote)
}

/**
 * The server's figures for the current order, asked again (after a short pause) on any change. The last
 * figures stay visible while new ones are computed. `name` tells the quote calls apart in the query cache; `ask` is
 * the call.
 */
export function useFigures<I, Q>(
  name: string,
  input: I | null,
  ask: (api: ApiClient, input: I) => Promise<ApiResult<Q>>
): Figures<Q> {
  const key = input ? JSON.stringify(input) : ''
  const settled = useDebouncedValue(key, DEBOUNCE_MS)
  const query = useApiQuery(['quote', name, settled], (api) => ask(api, JSON.parse(settled) as I), {
    enabled: settled !== '',
    keepPrevious: true,
  })
  if (!key) return { quote: null, loading: false, failed: false }
  const fresh = settled === key && !query.loading && !query.fetching
  return { quote: query.data ?? null, loading: !fresh, failed: fresh && query.failed }
}
