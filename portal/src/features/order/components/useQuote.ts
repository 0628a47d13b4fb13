import { useEffect, useState } from 'react'
import type { ApiClient, ApiResult } from '../../../lib/api'
import { useApi } from '../../../lib/ApiContext'
import { quote, type QuoteCustomer, type QuoteInput } from '../api/quote'
import type { Introducer, Quote, RepresentativeCountry } from '../types'
import { rowInput, type CountryRow } from '../utils/countryRows'

const DEBOUNCE_MS = 350

/** The server's figures: the last answer, whether newer ones are being computed, whether the last ask failed. */
export type Figures<Q> = { quote: Q | null; loading: boolean; failed: boolean }

type Answer<Q> = { key: string; quote: Q | null }

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
  return useFigures(input, quote)
}

/**
 * The server's figures for the current order, asked again (after a short pause) on any change. The last
 * figures stay visible while new ones are computed. `ask` is the quote call: a module function, the same on
 * every render.
 */
export function useFigures<I, Q>(
  input: I | null,
  ask: (api: ApiClient, input: I) => Promise<ApiResult<Q>>
): Figures<Q> {
  const api = useApi()
  const key = input ? JSON.stringify(input) : ''
  const [answer, setAnswer] = useState<Answer<Q> | null>(null)

  useEffect(() => {
    if (!key) return
    let current = true
    const timer = window.setTimeout(async () => {
      const result = await ask(api, JSON.parse(key) as I)
      if (current) setAnswer({ key, quote: result.ok ? result.data : null })
    }, DEBOUNCE_MS)
    return () => {
      current = false
      window.clearTimeout(timer)
    }
  }, [api, ask, key])

  if (!key) return { quote: null, loading: false, failed: false }
  const fresh = answer?.key === key
  return { quote: answer?.quote ?? null, loading: !fresh, failed: fresh && answer.quote === null }
}
