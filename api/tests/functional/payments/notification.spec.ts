import db from '@adonisjs/lucid/services/db'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import mail from '@adonisjs/mail/services/main'
import Invoice from '#models/invoice'
import Payment from '#models/payment'
import WorkerContract from '#models/worker_contract'
import WorkerRequest from '#models/worker_request'
import WorkerRequestLine from '#models/worker_request_line'
import RequestValidatedNotification from '#mails/request_validated_notification'
import { SandboxProvider } from '#services/payments/sandbox_provider'
import { formatDate } from '#services/billing/format'
import { isolateEachTest } from '#tests/helpers/database'
import { createCustomer } from '#tests/helpers/users'
import {
  countRows,
  createPayment,
  createWorkerRequest,
  inDays,
  seedReferenceData,
  signedNotification,
  today,
} from '#tests/helpers/purchase'

const NOTIFY = '/api/payments/sandbox/notify'
// Notifications are not language-prefixed: their refusals come in the default language (fr).
const NOT_GENUINE = { errors: [{ message: "La notification de paiement n'est pas authentique." }] }
const UNKNOWN_PAYMENT = {
  errors: [{ message: 'La notification de paiement ne correspond à aucun paiement.' }],
}
const AMOUNT_MISMATCH = {
  errors: [{ message: 'Le montant ou la devise du paiement ne correspond pas à la commande.' }],
}

function notify(client: ApiClient, body: Record<string, string>) {
  return client.post(NOTIFY).json(body)
}

/** A customer's card request for France (unlimited) and the EU Mobility Package (3 workers), with one attempt. */
async function cardRequest(options: { status?: 'pending_payment' | 'payment_failed' } = {}) {
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

async function assertUnchanged(
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

test.group('Payments | notification', (group) => {
  isolateEachTest(group)
  group.each.teardown(() => mail.restore())

  test('a genuine approval validates the request: one contract and one invoice per country, one e-mail', async ({
    client,
    assert,
  }) => {
    const { customer, request, payment, reference } = await cardRequest()
    const { mails } = mail.fake()
    const body = signedNotification({
      paymentId: payment.id,
      requestId: request.requestId,
      amount: 46200,
      transactionId: 'SBX-approved-1',
    })

    const response = await notify(client, body)

    response.assertStatus(200)
    response.assertBody({ received: true, outcome: 'validated' })

    await request.refresh()
    assert.equal(request.status, 'validated')
    assert.isNotNull(request.validatedAt)
    assert.isNull(request.validatedByUserId)
    await payment.refresh()
    assert.equal(payment.status, 'succeeded')
    assert.equal(payment.providerTransactionId, 'SBX-approved-1')
    assert.isNotNull(payment.notifiedAt)
    assert.deepEqual(payment.notification, body)

    const contracts = await WorkerContract.query().where('worker_request_id', request.id).orderBy('id')
    assert.deepEqual(
      contracts.map((contract) => ({
        companyId: contract.companyId,
        countryId: contract.representativeCountryId,
        businessIntroducerId: contract.businessIntroducerId,
        allowedNumberOfWorkers: contract.allowedNumberOfWorkers,
        monthlyAmountCents: contract.monthlyAmountCents,
        totalAmountCents: contract.totalAmountCents,
        startDate: contract.startDate,
        endDate: contract.endDate,
      })),
      [
        {
          companyId: customer.companyId,
          countryId: reference.country('FR').id,
          businessIntroducerId: reference.promo.id,
          allowedNumberOfWorkers: null,
          monthlyAmountCents: 6500,
          totalAmountCents: 39000,
          startDate: today(),
          endDate: inDays(182),
        },
        {
          companyId: customer.companyId,
          countryId: reference.country('EU').id,
          businessIntroducerId: reference.promo.id,
          allowedNumberOfWorkers: 3,
          monthlyAmountCents: 1200,
          totalAmountCents: 7200,
          startDate: today(),
          endDate: inDays(182),
        },
      ]
    )
    const lines = await WorkerRequestLine.query().where('worker_request_id', request.id).orderBy('id')
    assert.deepEqual(
      lines.map((line) => [line.workerContractId, line.startDate, line.endDate]),
      contracts.map((contract) => [contract.id, today(), inDays(182)])
    )

    const invoices = await Invoice.query().where('worker_request_id', request.id).orderBy('sequence_number')
    const year = Number(today().slice(0, 4))
    assert.deepEqual(
      invoices.map((invoice) => ({
        number: invoice.number,
        contractId: invoice.workerContractId,
        companyId: invoice.companyId,
        issueDate: invoice.issueDate,
        amountWithoutTaxCents: invoice.amountWithoutTaxCents,
        amountTaxesCents: invoice.amountTaxesCents,
        amountWithTaxesCents: invoice.amountWithTaxesCents,
      })),
      [
        {
          number: `F-${year}-000001`,
          contractId: contracts[0].id,
          companyId: customer.companyId,
          issueDate: today(),
          amountWithoutTaxCents: 39000,
          amountTaxesCents: 0,
          amountWithTaxesCents: 39000,
        },
        {
          number: `F-${year}-000002`,
          contractId: contracts[1].id,
          companyId: customer.companyId,
          issueDate: today(),
          amountWithoutTaxCents: 7200,
          amountTaxesCents: 0,
          amountWithTaxesCents: 7200,
        },
      ]
    )

    mails.assertSentCount(1)
    const period = `od ${formatDate(today())} do ${formatDate(inDays(182))}`
    mails.assertSent(RequestValidatedNotification, ({ message }) => {
      const text = message.toJSON().message.text as string
      return (
        message.hasTo(customer.email) &&
        message.hasSubject('Twoja umowa przedstawicielstwa jest aktywna') &&
        text.includes(`France: ${period}`) &&
        text.includes(`Pakiet Mobilności UE: ${period}`)
      )
    })
  })

  test('a replayed notification changes nothing and sends no second e-mail', async ({ client, assert }) => {
    const { request, payment } = await cardRequest()
    const { mails } = mail.fake()
    const body = signedNotification({ paymentId: payment.id, requestId: request.requestId, amount: 46200 })
    ;(await notify(client, body)).assertStatus(200)
    const before = await countRows()
    await payment.refresh()
    const notifiedAt = payment.notifiedAt?.toISO()

    const replayed = await notify(client, body)

    replayed.assertStatus(200)
    replayed.assertBody({ received: true, outcome: 'ignored' })
    assert.deepEqual(await countRows(), before)
    assert.lengthOf(await WorkerContract.query().where('worker_request_id', request.id), 2)
    assert.lengthOf(await Invoice.query().where('worker_request_id', request.id), 2)
    await payment.refresh()
    assert.equal(payment.status, 'succeeded')
    assert.equal(payment.notifiedAt?.toISO(), notifiedAt)
    mails.assertSentCount(1)
  })

  test('a transaction id already used by another payment is ignored', async ({ client, assert }) => {
    const first = await cardRequest()
    const customer = await createCustomer()
    const second = await createWorkerRequest(customer, {
      mop: 'CARD',
      lines: [{ country: first.reference.country('BE') }],
    })
    const secondPayment = await createPayment(second)
    const { mails } = mail.fake()
    ;(
      await notify(
        client,
        signedNotification({
          paymentId: first.payment.id,
          requestId: first.request.requestId,
          amount: 46200,
          transactionId: 'SBX-shared',
        })
      )
    ).assertStatus(200)
    const before = await countRows()

    const response = await notify(
      client,
      signedNotification({
        paymentId: secondPayment.id,
        requestId: second.requestId,
        amount: 47400,
        transactionId: 'SBX-shared',
      })
    )

    response.assertStatus(200)
    response.assertBody({ received: true, outcome: 'ignored' })
    await assertUnchanged(assert, before, second, secondPayment, {
      request: 'pending_payment',
      payment: 'pending',
    })
    assert.lengthOf(await WorkerContract.query().where('worker_request_id', second.id), 0)
    mails.assertSentCount(1)
  })

  test('a forged notification ({title}) is refused with 400 and changes nothing')
    .with([
      {
        title: 'signed with another secret',
        forge: (body: Record<string, string>) => ({
          ...body,
          signature: new SandboxProvider('not-the-secret').sign(body),
        }),
      },
      {
        title: 'amount changed after signing',
        forge: (body: Record<string, string>) => ({ ...body, amount: '100' }),
      },
      {
        title: 'declined turned into approved',
        forge: (body: Record<string, string>) => ({ ...body, status: 'approved' }),
        status: 'declined' as const,
      },
      {
        title: 'payment id changed after signing',
        forge: (body: Record<string, string>) => ({ ...body, paymentId: String(Number(body.paymentId) + 1) }),
      },
      {
        title: 'without a signature',
        forge: ({ signature: _signature, ...body }: Record<string, string>) => body,
      },
      {
        title: 'with a signature that is not hex',
        forge: (body: Record<string, string>) => ({ ...body, signature: 'z'.repeat(64) }),
      },
      {
        title: 'with an extra field',
        forge: (body: Record<string, string>) => ({ ...body, note: 'free money' }),
      },
    ])
    .run(async ({ client, assert }, row) => {
      const { request, payment } = await cardRequest()
      const { mails } = mail.fake()
      const genuine = signedNotification({
        paymentId: payment.id,
        requestId: request.requestId,
        amount: 46200,
        status: row.status ?? 'approved',
      })
      const before = await countRows()

      const response = await notify(client, row.forge(genuine))

      response.assertStatus(400)
      response.assertBody(NOT_GENUINE)
      await assertUnchanged(assert, before, request, payment, {
        request: 'pending_payment',
        payment: 'pending',
      })
      mails.assertNoneSent()
    })

  test('a signed notification without a transaction id is refused: replays could not be recognised', async ({
    client,
    assert,
  }) => {
    const { request, payment } = await cardRequest()
    const { mails } = mail.fake()
    const {
      transactionId: _transactionId,
      signature: _signature,
      ...fields
    } = signedNotification({
      paymentId: payment.id,
      requestId: request.requestId,
      amount: 46200,
    })
    const before = await countRows()

    const response = await notify(client, { ...fields, signature: new SandboxProvider().sign(fields) })

    response.assertStatus(400)
    response.assertBody(NOT_GENUINE)
    await assertUnchanged(assert, before, request, payment, {
      request: 'pending_payment',
      payment: 'pending',
    })
    mails.assertNoneSent()
  })

  test('a genuine notification with {title} is refused with 400 and changes nothing')
    .with([
      { title: 'a lower amount', amount: 100, currency: 'EUR' },
      { title: 'a higher amount', amount: 46201, currency: 'EUR' },
      { title: 'another currency', amount: 46200, currency: 'PLN' },
    ])
    .run(async ({ client, assert }, row) => {
      const { request, payment } = await cardRequest()
      const { mails } = mail.fake()
      const before = await countRows()

      const response = await notify(
        client,
        signedNotification({
          paymentId: payment.id,
          requestId: request.requestId,
          amount: row.amount,
          currency: row.currency,
        })
      )

      response.assertStatus(400)
      response.assertBody(AMOUNT_MISMATCH)
      await assertUnchanged(assert, before, request, payment, {
        request: 'pending_payment',
        payment: 'pending',
      })
      mails.assertNoneSent()
    })

  test('a genuine notification for {title} is refused with 400 and changes nothing')
    .with([
      { title: 'an unknown payment', target: 'unknownPayment' },
      { title: 'another request than its payment', target: 'otherRequest' },
    ])
    .run(async ({ client, assert }, row) => {
      const { request, payment, reference } = await cardRequest()
      const other = await createWorkerRequest(await createCustomer(), {
        mop: 'CARD',
        lines: [{ country: reference.country('FR'), monthlyAmountCents: 7700 }],
      })
      const { mails } = mail.fake()
      const before = await countRows()

      const response = await notify(
        client,
        signedNotification({
          paymentId: row.target === 'unknownPayment' ? payment.id + 1000 : payment.id,
          requestId: row.target === 'otherRequest' ? other.requestId : request.requestId,
          amount: 46200,
        })
      )

      response.assertStatus(400)
      response.assertBody(UNKNOWN_PAYMENT)
      await assertUnchanged(assert, before, request, payment, {
        request: 'pending_payment',
        payment: 'pending',
      })
      assert.equal((await WorkerRequest.findOrFail(other.id)).status, 'pending_payment')
      mails.assertNoneSent()
    })

  test('a declined card marks the payment failed and the request payment_failed', async ({
    client,
    assert,
  }) => {
    const { request, payment } = await cardRequest()
    const { mails } = mail.fake()
    const before = await countRows()
    const body = signedNotification({
      paymentId: payment.id,
      requestId: request.requestId,
      amount: 46200,
      status: 'declined',
      transactionId: 'SBX-declined-1',
    })

    const response = await notify(client, body)

    response.assertStatus(200)
    response.assertBody({ received: true, outcome: 'declined' })
    await payment.refresh()
    assert.equal(payment.status, 'failed')
    assert.equal(payment.providerTransactionId, 'SBX-declined-1')
    await request.refresh()
    assert.equal(request.status, 'payment_failed')
    assert.isNull(request.validatedAt)
    assert.deepEqual(await countRows(), before)
    mails.assertNoneSent()

    const approvedLater = await notify(client, { ...body, status: 'approved' })
    approvedLater.assertStatus(400)
    assert.equal((await WorkerRequest.findOrFail(request.id)).status, 'payment_failed')
  })

  test('after a declined card, an approved new attempt validates the request', async ({ client, assert }) => {
    const { request, payment } = await cardRequest()
    mail.fake()
    ;(
      await notify(
        client,
        signedNotification({
          paymentId: payment.id,
          requestId: request.requestId,
          amount: 46200,
          status: 'declined',
        })
      )
    ).assertBodyContains({ outcome: 'declined' })
    const retry = await createPayment(request)

    const response = await notify(
      client,
      signedNotification({ paymentId: retry.id, requestId: request.requestId, amount: 46200 })
    )

    response.assertStatus(200)
    response.assertBody({ received: true, outcome: 'validated' })
    assert.equal((await WorkerRequest.findOrFail(request.id)).status, 'validated')
    assert.lengthOf(await WorkerContract.query().where('worker_request_id', request.id), 2)
    assert.equal((await Payment.findOrFail(payment.id)).status, 'failed')
  })

  test('a late decline of another attempt leaves a validated request validated', async ({
    client,
    assert,
  }) => {
    const { request, payment } = await cardRequest()
    mail.fake()
    const other = await createPayment(request)
    ;(
      await notify(
        client,
        signedNotification({ paymentId: payment.id, requestId: request.requestId, amount: 46200 })
      )
    ).assertBodyContains({ outcome: 'validated' })
    const before = await countRows()

    const response = await notify(
      client,
      signedNotification({
        paymentId: other.id,
        requestId: request.requestId,
        amount: 46200,
        status: 'declined',
      })
    )

    response.assertStatus(200)
    response.assertBody({ received: true, outcome: 'declined' })
    assert.equal((await WorkerRequest.findOrFail(request.id)).status, 'validated')
    assert.equal((await Payment.findOrFail(other.id)).status, 'failed')
    assert.deepEqual(await countRows(), before)
  })

  test('a second attempt approved after the request was validated creates nothing twice', async ({
    client,
    assert,
  }) => {
    const { request, payment } = await cardRequest()
    mail.fake()
    const other = await createPayment(request)
    ;(
      await notify(
        client,
        signedNotification({ paymentId: payment.id, requestId: request.requestId, amount: 46200 })
      )
    ).assertBodyContains({ outcome: 'validated' })
    const before = await countRows()

    const response = await notify(
      client,
      signedNotification({ paymentId: other.id, requestId: request.requestId, amount: 46200 })
    )

    response.assertStatus(200)
    response.assertBodyContains({ outcome: 'refund_needed' })
    // Nothing is created but the audit line that flags the refund.
    assert.deepEqual(await countRows(), { ...before, audit_logs: before.audit_logs + 1 })
    // The money of the second attempt is recorded and flagged to the staff, so that it can be refunded.
    assert.equal((await Payment.findOrFail(other.id)).status, 'succeeded')
    assert.equal((await WorkerRequest.findOrFail(request.id)).status, 'validated')
    const flag = await db
      .from('audit_logs')
      .where({ action: 'payment.refundNeeded', subject_type: 'payment', subject_id: other.id })
      .first()
    assert.exists(flag)
  })

  test('an approved payment for a removed request is kept and flagged for a refund', async ({
    client,
    assert,
  }) => {
    const { request, payment } = await cardRequest()
    await WorkerRequest.query().where('id', request.id).update({ status: 'removed' })
    const before = await countRows()

    const response = await notify(
      client,
      signedNotification({ paymentId: payment.id, requestId: request.requestId, amount: 46200 })
    )

    response.assertStatus(200)
    response.assertBodyContains({ outcome: 'refund_needed' })
    // Nothing is created but the audit line that flags the refund.
    assert.deepEqual(await countRows(), { ...before, audit_logs: before.audit_logs + 1 })
    assert.equal((await Payment.findOrFail(payment.id)).status, 'succeeded')
    assert.equal((await WorkerRequest.findOrFail(request.id)).status, 'removed')
    assert.exists(
      await db.from('audit_logs').where({ action: 'payment.refundNeeded', subject_id: payment.id }).first()
    )
  })
})
