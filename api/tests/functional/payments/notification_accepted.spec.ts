import { isolateEachTest } from '#tests/helpers/database'
import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import Invoice from '#models/invoice'
import WorkerContract from '#models/worker_contract'
import WorkerRequestLine from '#models/worker_request_line'
import RequestValidatedNotification from '#mails/request_validated_notification'
import { formatDate } from '#services/billing/format'
import { createCustomer } from '#tests/helpers/users'
import {
  countRows,
  createPayment,
  createWorkerRequest,
  inDays,
  signedNotification,
  today,
} from '#tests/helpers/purchase'
import { notify, cardRequest, assertUnchanged } from './notification_fixtures.js'

test.group('Payments | notification | accepted', (group) => {
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
    const period = `umowa aktywna od ${formatDate(today())} do ${formatDate(inDays(182))}`
    mails.assertSent(RequestValidatedNotification, ({ message }) => {
      const text = message.toJSON().message.text as string
      return (
        message.hasTo(customer.email) &&
        message.hasSubject('Twoja umowa przedstawicielstwa jest aktywna') &&
        text.includes(`Francja: ${period}`) &&
        text.includes(`Pakiet Mobilności UE: ${period}`) &&
        message.toJSON().message.attachments?.length === 2
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
})
