import { test } from '@japa/runner'
import { REQUEST_STATUSES, PAYMENT_STATUSES } from '#enums/contract'
import { canTransition, INITIAL_REQUEST_STATUS } from '#services/requests/request_transitions'
import { canTransitionPayment, INITIAL_PAYMENT_STATUS } from '#services/payments/payment_transitions'

/** Every pair the request table allows; all the others are refused. */
const REQUEST_ALLOWED = [
  'pending_payment → validated',
  'pending_payment → removed',
  'pending_payment → payment_failed',
  'payment_failed → pending_payment',
  'payment_failed → validated',
  'payment_failed → removed',
]

const PAYMENT_ALLOWED = ['pending → succeeded', 'pending → failed']

const pairs = <T extends string>(statuses: readonly T[]) =>
  statuses.flatMap((from) => statuses.map((to) => ({ from, to, pair: `${from} → ${to}` })))

test.group('States | worker requests', () => {
  test('{pair}')
    .with(pairs(REQUEST_STATUSES))
    .run(({ assert }, { from, to, pair }) => {
      assert.equal(canTransition(from, to), REQUEST_ALLOWED.includes(pair))
    })

  test('a new request waits for its money', ({ assert }) => {
    assert.equal(INITIAL_REQUEST_STATUS, 'pending_payment')
  })
})

test.group('States | card payments', () => {
  test('{pair}')
    .with(pairs(PAYMENT_STATUSES))
    .run(({ assert }, { from, to, pair }) => {
      assert.equal(canTransitionPayment(from, to), PAYMENT_ALLOWED.includes(pair))
    })

  test('a new attempt waits for the provider', ({ assert }) => {
    assert.equal(INITIAL_PAYMENT_STATUS, 'pending')
  })
})
