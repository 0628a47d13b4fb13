import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { useApi } from '../../../lib/ApiContext'
import { validatePromoCode } from '../api/validatePromoCode'
import { EMPTY_PROMO, promoReducer } from '../utils/promoCode'

const DEBOUNCE_MS = 600

/** The promo-code field: what is typed, and what the server said about it (checked after a pause or on blur). */
export function usePromoCode() {
  const api = useApi()
  const [text, setText] = useState('')
  const [state, dispatch] = useReducer(promoReducer, EMPTY_PROMO)
  const asked = useRef<string | null>(null)

  const check = useCallback(
    async (code: string) => {
      if (asked.current === code) return
      asked.current = code
      dispatch({ type: 'checkStarted', code })
      const result = await validatePromoCode(api, code)
      dispatch({ type: 'checked', code, introducer: result.ok ? result.data.introducer : null })
    },
    [api]
  )

  useEffect(() => {
    if (state.status !== 'pending') return
    const timer = window.setTimeout(() => void check(state.code), DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [state, check])

  const change = (value: string) => {
    setText(value)
    asked.current = null
    dispatch({ type: 'typed', code: value })
  }

  const blur = () => {
    if (state.status === 'pending') void check(state.code)
  }

  /** The server refused the code on submit: the next submit asks whether to go on without it. */
  const refuse = () => dispatch({ type: 'checked', code: state.code, introducer: null })

  return { text, state, change, blur, refuse }
}
