import AuditLog from '#models/audit_log'
import { isolateEachTest } from '#tests/helpers/database'
import db from '@adonisjs/lucid/services/db'
import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import Payment from '#models/payment'
import WorkerContract from '#models/worker_contract'
import WorkerRequest from '#models/worker_request'
import { countRows, createPayment, signedNotification } from '#tests/helpers/purchase'
import { notify, cardRequest } from './notification_fixtures.js'

test.group('Payments | notification | attempts', (group) => {
  isolateEachTest(group)
  group.each.teardown(() => mail.restore())

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
    // The change is audited, as every status change of a request.
    assert.deepEqual(await countRows(), { ...before, audit_logs: before.audit_logs + 1 })
    const audit = await AuditLog.query()
      .where('subject_type', 'worker_request')
      .where('subject_id', request.id)
    assert.deepEqual(
      audit.map((line) => [line.action, line.userId, line.payload]),
      [
        [
          'request.paymentFailed',
          null,
          {
            before: { status: 'pending_payment' },
            after: { status: 'payment_failed' },
            paymentId: payment.id,
          },
        ],
      ]
    )
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
