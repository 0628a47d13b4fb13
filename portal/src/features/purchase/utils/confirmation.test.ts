import { describe, expect, it } from 'vitest'
import { aPendingRequest } from '../../renewal/testing/fixtures'
import { confirmationState } from './confirmation'

describe('confirmationState', () => {
  it.each([
    ['validated', { status: 'confirmed', paymentReference: 'PW-2027-0042' }],
    ['pending_payment', { status: 'pending', paymentReference: 'PW-2027-0042' }],
    ['payment_failed', { status: 'unknown' }],
    ['removed', { status: 'unknown' }],
  ] as const)('a %s request: %o', (status, expected) => {
    expect(confirmationState(aPendingRequest({ status }))).toEqual(expected)
  })

  it('no request (none, or not the visitor’s) says nothing about an order', () => {
    expect(confirmationState(null)).toEqual({ status: 'unknown' })
  })
})
