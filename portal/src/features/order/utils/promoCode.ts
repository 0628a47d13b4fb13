import type { Introducer } from '../types'

/**
 * The promo code as the form knows it. `pending`: typed, not checked yet; `checking`: the server is asked;
 * `valid`: an introducer answers to it; `invalid`: none does (or the check failed).
 */
export type PromoState =
  | { status: 'empty'; code: ''; introducer: null }
  | { status: 'pending' | 'checking' | 'invalid'; code: string; introducer: null }
  | { status: 'valid'; code: string; introducer: Introducer }

export type PromoEvent =
  | { type: 'typed'; code: string }
  | { type: 'checkStarted'; code: string }
  | { type: 'checked'; code: string; introducer: Introducer | null }
  | { type: 'cleared' }

export const EMPTY_PROMO: PromoState = { status: 'empty', code: '', introducer: null }

export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase()
}

export function promoReducer(state: PromoState, event: PromoEvent): PromoState {
  switch (event.type) {
    case 'typed': {
      const code = normalizePromoCode(event.code)
      if (!code) return EMPTY_PROMO
      // The same code again (a blur, a case change) keeps what is known about it.
      if (code === state.code) return state
      return { status: 'pending', code, introducer: null }
    }
    case 'checkStarted':
      if (event.code !== state.code || state.status !== 'pending') return state
      return { status: 'checking', code: state.code, introducer: null }
    case 'checked':
      // An answer about a code the user has since changed is stale.
      if (event.code !== state.code || state.status === 'empty') return state
      return event.introducer
        ? { status: 'valid', code: state.code, introducer: event.introducer }
        : { status: 'invalid', code: state.code, introducer: null }
    case 'cleared':
      return EMPTY_PROMO
  }
}

/** The code a quote or a registration sends: only one the server recognised. */
export function promoCodeToSend(state: PromoState): string | null {
  return state.status === 'valid' ? state.code : null
}

/** Submitting with a code nobody recognised asks first whether to register without it. */
export function needsPromoConfirmation(state: PromoState): boolean {
  return state.status === 'invalid'
}
