import { describe, expect, it } from 'vitest'
import { promo65 } from '../testing/fixtures'
import {
  EMPTY_PROMO,
  needsPromoConfirmation,
  promoCodeToSend,
  promoReducer,
  type PromoState,
} from './promoCode'

const run = (events: Parameters<typeof promoReducer>[1][], from: PromoState = EMPTY_PROMO) =>
  events.reduce(promoReducer, from)

describe('promo code', () => {
  it('goes pending, checking, then valid with the introducer', () => {
    const pending = run([{ type: 'typed', code: ' promo65 ' }])
    expect(pending).toEqual({ status: 'pending', code: 'PROMO65', introducer: null })
    const checking = promoReducer(pending, { type: 'checkStarted', code: 'PROMO65' })
    expect(checking.status).toBe('checking')
    const valid = promoReducer(checking, { type: 'checked', code: 'PROMO65', introducer: promo65 })
    expect(valid).toEqual({ status: 'valid', code: 'PROMO65', introducer: promo65 })
    expect(promoCodeToSend(valid)).toBe('PROMO65')
    expect(needsPromoConfirmation(valid)).toBe(false)
  })

  it('becomes invalid when no introducer answers, and then asks for confirmation on submit', () => {
    const invalid = run([
      { type: 'typed', code: 'NOPE' },
      { type: 'checkStarted', code: 'NOPE' },
      { type: 'checked', code: 'NOPE', introducer: null },
    ])
    expect(invalid).toEqual({ status: 'invalid', code: 'NOPE', introducer: null })
    expect(promoCodeToSend(invalid)).toBeNull()
    expect(needsPromoConfirmation(invalid)).toBe(true)
  })

  it('clears the introducer when the code is emptied or changed', () => {
    const valid: PromoState = { status: 'valid', code: 'PROMO65', introducer: promo65 }
    expect(promoReducer(valid, { type: 'typed', code: '  ' })).toBe(EMPTY_PROMO)
    expect(promoReducer(valid, { type: 'cleared' })).toBe(EMPTY_PROMO)
    expect(promoReducer(valid, { type: 'typed', code: 'PROMO6' })).toEqual({
      status: 'pending',
      code: 'PROMO6',
      introducer: null,
    })
    // The same code again keeps what is known.
    expect(promoReducer(valid, { type: 'typed', code: 'promo65' })).toBe(valid)
  })

  it('ignores an answer about a code the user has since changed', () => {
    const state = run([
      { type: 'typed', code: 'PROMO65' },
      { type: 'checkStarted', code: 'PROMO65' },
      { type: 'typed', code: 'OTHER' },
      { type: 'checked', code: 'PROMO65', introducer: promo65 },
    ])
    expect(state).toEqual({ status: 'pending', code: 'OTHER', introducer: null })
    expect(promoReducer(EMPTY_PROMO, { type: 'checked', code: '', introducer: promo65 })).toBe(EMPTY_PROMO)
  })

  it('starts a check only for the pending code', () => {
    const pending = run([{ type: 'typed', code: 'A1' }])
    expect(promoReducer(pending, { type: 'checkStarted', code: 'B2' })).toBe(pending)
    expect(promoReducer(EMPTY_PROMO, { type: 'checkStarted', code: '' })).toBe(EMPTY_PROMO)
  })
})
