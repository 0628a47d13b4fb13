import { isolateEachTest } from '#tests/helpers/database'
import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import WorkerRequest from '#models/worker_request'
import { SandboxProvider } from '#services/payments/sandbox_provider'
import { createCustomer } from '#tests/helpers/users'
import { countRows, createWorkerRequest, signedNotification } from '#tests/helpers/purchase'
import {
  notify,
  cardRequest,
  assertUnchanged,
  NOT_GENUINE,
  UNKNOWN_PAYMENT,
  AMOUNT_MISMATCH,
} from './notification_fixtures.js'

test.group('Payments | notification | refused', (group) => {
  isolateEachTest(group)
  group.each.teardown(() => mail.restore())

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
})
