import type { ApiClient } from '@japa/api-client'
import Payment from '#models/payment'
import WorkerRequest from '#models/worker_request'
import { createCustomer } from '#tests/helpers/users'
import { countRows, createPayment, createWorkerRequest, seedReferenceData } from '#tests/helpers/purchase'

export const NOTIFY = '/api/payments/sandbox/notify'
// Notifications are not language-prefixed: their refusals come in the default language (fr).
export const NOT_GENUINE = { errors: [{ message: "La notification de paiement n'est pas authentique." }] }
export const UNKNOWN_PAYMENT = {
  errors: [{ message: 'La notification de paiement ne correspond à aucun paiement.' }],
}
export const AMOUNT_MISMATCH = {
  errors: [{ message: 'Le montant ou la devise du paiement ne correspond pas à la commande.' }],
}

export function notify(client: ApiClient, body: Record<string, string>) {
  return client.post(NOTIFY).json(body)
}

/** A customer's card request for France (unlimited) and the EU Mobility Package (3 workers), with one attempt. */
export async function cardRequest(options: { status?: 'pending_payment' | 'payment_failed' } = {}) {
  const reference = await seedReferenceData()
  const customer = await createCustomer()
  const request = await createWorkerRequest(customer, {
    mop: 'CARD',
    status: options.status,
    introducer: reference.promo,
    lines: [
      { country: reference.country('FR'), monthlyAmountCents: 6500 },
      { country: reference.country('EU'), monthlyAmountCents: 1200, allowedNumberOfWorkers: 3 },
    ],
  })
  const payment = await createPayment(request)
  return { reference, customer, request, payment }
}

export async function assertUnchanged(
  assert: { deepEqual: (a: unknown, b: unknown) => void; equal: (a: unknown, b: unknown) => void },
  before: Record<string, number>,
  request: WorkerRequest,
  payment: Payment,
  statuses: { request: string; payment: string }
) {
  assert.deepEqual(await countRows(), before)
  assert.equal((await WorkerRequest.findOrFail(request.id)).status, statuses.request)
  const stored = await Payment.findOrFail(payment.id)
  assert.equal(stored.status, statuses.payment)
  assert.equal(stored.providerTransactionId, null)
}
