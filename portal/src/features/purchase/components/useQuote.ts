import { useEffect, useState } from 'react'
import { useApi } from '../../../lib/ApiContext'
import { quote, type QuoteInput } from '../api/quote'
import type { Quote } from '../types'

const DEBOUNCE_MS = 350

type Answer = { key: string; quote: Quote | null }

/**
 * The server's figures for the current order, asked again (after a short pause) on any change. The last
 * figures stay visible while new ones are computed.
 */
export function useQuote(input: QuoteInput | null) {
  const api = useApi()
  const key = input ? JSON.stringify(input) : ''
  const [answer, setAnswer] = useState<Answer | null>(null)

  useEffect(() => {
    if (!key) return
    let current = true
    const timer = window.setTimeout(async () => {
      const result = await quote(api, JSON.parse(key) as QuoteInput)
      if (current) setAnswer({ key, quote: result.ok ? result.data : null })
    }, DEBOUNCE_MS)
    return () => {
      current = false
      window.clearTimeout(timer)
    }
  }, [api, key])

  if (!key) return { quote: null, loading: false, failed: false }
  const fresh = answer?.key === key
  return { quote: answer?.quote ?? null, loading: !fresh, failed: fresh && answer.quote === null }
}
