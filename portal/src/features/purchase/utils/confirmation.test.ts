import { describe, expect, it } from 'vitest'
import type { WorkerRequest } from '@/features/order'
import { aPendingRequest } from '@/features/renewal/testing/fixtures'
import { confirmationState } from './confirmation'

const TODAY = '2027-03-11'
const line = (countryCode: string, startDate: string | null): WorkerRequest['contracts'][number] => ({
  countryCode,
  countryName: countryCode,
  isMobilityPackage: false,
  allowedNumberOfWorkers: null,
  monthlyAmountCents: 7900,
  totalAmountCents: 47400,
  startDate,
  endDate: null,
  businessIntroducerCode: null,
})

describe('confirmationState', () => {
  it.each([
    [
      'validated',
      { status: 'confirmed', paymentReference: 'PW-2027-0042', scheduledFrom: null, partlyScheduled: false },
    ],
    ['pending_payment', { status: 'pending', paymentReference: 'PW-2027-0042' }],
    ['payment_failed', { status: 'unknown' }],
    ['removed', { status: 'unknown' }],
  ] as const)('a %s request: %o', (status, expected) => {
    expect(confirmationState(aPendingRequest({ status }), TODAY)).toEqual(expected)
  })

  it.each([
    ['running from today', [line('FR', TODAY)], null, false],
    ['a renewal starting later', [line('FR', '2027-04-02')], '2027-04-02', false],
    [
      'two renewals: the first start',
      [line('FR', '2027-05-01'), line('BE', '2027-04-02')],
      '2027-04-02',
      false,
    ],
    ['one now, one later', [line('FR', TODAY), line('BE', '2027-04-02')], null, true],
  ])('a validated request %s', (_, contracts, scheduledFrom, partlyScheduled) => {
    expect(confirmationState(aPendingRequest({ status: 'validated', contracts }), TODAY)).toMatchObject({
      status: 'confirmed',
      scheduledFrom,
      partlyScheduled,
    })
  })

  it('no request (none, or not the visitor’s) says nothing about an order', () => {
    expect(confirmationState(null)).toEqual({ status: 'unknown' })
  })
})
