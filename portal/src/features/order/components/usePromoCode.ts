import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { useValidatePromoCode } from '../api/validatePromoCode'
import type { Introducer } from '../types'
import { EMPTY_PROMO, promoReducer, type PromoState } from '../utils/promoCode'

const DEBOUNCE_MS = 600

/**
 * The promo-code field: what is typed, and what the server said about it (checked after a pause or on blur).
 * `initial`: an introducer already known (a renewal starts with the running contracts' one), valid from the start.
 */
export function usePromoCode(initial: Introducer | null = null) {
  const { run: validate } = useValidatePromoCode()
  const [text, setText] = useState(initial?.code ?? '')
  const [state, dispatch] = useReducer(promoReducer, initial, initialPromo)
  const asked = useRef<string | null>(initial?.code ?? null)

  const check = useCallback(
    async (code: string) => {
      if (asked.current === code) return
      asked.current = code
      dispatch({ type: 'checkStarted', code })
      const result = await validate(code)
      dispatch({ type: 'checked', code, introducer: result.ok ? result.data.introducer : null })
    },
    [validate]
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

function initialPromo(introducer: Introducer | null): PromoState {
  return introducer ? { status: 'valid', code: introducer.code, introducer } : EMPTY_PROMO
}
