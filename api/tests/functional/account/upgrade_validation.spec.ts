import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import Invoice from '#models/invoice'
import InvoiceItem from '#models/invoice_item'
import Payment from '#models/payment'
import type User from '#models/user'
import WorkerContract from '#models/worker_contract'
import WorkerRequest from '#models/worker_request'
import WorkerRequestLine from '#models/worker_request_line'
import { validateRequestInTransaction } from '#services/requests/validate_request'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin } from '#tests/helpers/users'
import { countRows, inDays, signedNotification, today } from '#tests/helpers/purchase'
import { NOTIFY } from '#tests/functional/payments/notification_fixtures'
import {
  account,
  customerWithContracts,
  post,
  row,
  upgradeBody,
} from '#tests/functional/account/account_fixtures'
import type { CountryRow } from '#tests/helpers/purchase'

const EXPIRED = 'The contract this upgrade was for has ended: the upgrade can no longer be paid or validated.'

/** The customer's French contract (5 workers, w|4, 5 months left) upgraded as asked; the request is pending. */
async function pendingUpgrade(client: ApiClient, rows: CountryRow[], mop: 'CARD' | 'TRANSFER' = 'TRANSFER') {
  const fixture = await customerWithContracts()
  const response = await post(
    client,
    fixture.user,
    `${account(fixture.company.id)}/upgradeAccount`,
    upgradeBody(rows, mop)
  )
  response.assertStatus(200)
  const request = await WorkerRequest.findByOrFail('requestId', response.body().requestId)
  return { ...fixture, france: fixture.contracts[0], request }
}

function validate(
  client: ApiClient,
  admin: User,
  id: number,
  startDates: { countryCode: string; startDate: string }[]
) {
  return client
    .post(`/en/api/admin/requests/${id}/validate`)
    .json({ startDates })
    .withCsrfToken()
    .loginAs(admin)
}

test.group('Account | upgrade validation', (group) => {
  isolateEachTest(group)

  test('an admin validates a transfer: the contract grows and keeps its dates; an added country ends with it', async ({
    client,
    assert,
  }) => {
    const { request, france, reference } = await pendingUpgrade(client, [
      row('FR', 'w|4', 7),
      row('IT', null, 'more'),
    ])
    const admin = await createAdmin()

    const response = await validate(client, admin, request.id, [
      { countryCode: 'FR', startDate: today() },
      { countryCode: 'IT', startDate: inDays(2) },
    ])

    response.assertStatus(200)
    const upgraded = await WorkerContract.findOrFail(france.id)
    assert.containsSubset(upgraded.serialize(), {
      startDate: france.startDate,
      endDate: france.endDate,
      allowedNumberOfWorkers: 7,
      packageSignature: 'w|4',
      monthlyAmountCents: 2800,
      totalAmountCents: 12000 + 4000,
      totalBillingWithoutTaxCents: 12000 + 4000,
      workerRequestId: france.workerRequestId ?? null,
    })
    const added = await WorkerContract.query()
      .where('company_id', france.companyId)
      .where('representative_country_id', reference.country('IT').id)
      .firstOrFail()
    assert.containsSubset(added.serialize(), {
      workerRequestId: request.id,
      startDate: inDays(2),
      endDate: france.endDate,
      allowedNumberOfWorkers: null,
      packageSignature: null,
      monthlyAmountCents: 7900,
      totalAmountCents: 7900 * 5,
    })

    const lines = await WorkerRequestLine.query().where('worker_request_id', request.id).orderBy('id')
    assert.deepEqual(
      lines.map((line) => [line.workerContractId, line.startDate, line.endDate]),
      [
        [france.id, today(), france.endDate],
        [added.id, inDays(2), france.endDate],
      ]
    )
    const invoices = await Invoice.query().where('worker_request_id', request.id).orderBy('id')
    assert.deepEqual(
      invoices.map((invoice) => [invoice.workerContractId, invoice.amountWithTaxesCents]),
      [
        [france.id, 4000],
        [added.id, 39500],
      ]
    )
    const item = await InvoiceItem.findByOrFail('invoice_id', invoices[0].id)
    assert.containsSubset(item.serialize(), {
      quantity: 5,
      unitAmountCents: 800,
      amountCents: 4000,
      periodStart: today(),
      periodEnd: france.endDate,
    })
    // What was added, not the whole allowance: 2 more drivers at 4 € a month each is the 8 € of the unit price.
    assert.equal(
      item.description.replace(/\u00a0/g, ' '),
      'Rozszerzenie przedstawicielstwa: Francja – 5 miesięcy – +2 kierowców (5 → 7) × 4,00 € miesięcznie'
    )
    assert.equal((await WorkerRequest.findOrFail(request.id)).status, 'validated')
  })

  test('validating twice creates nothing twice and raises nothing twice', async ({ client, assert }) => {
    const { request, france } = await pendingUpgrade(client, [row('FR', 'w|4', 7), row('IT', null, 'more')])
    const admin = await createAdmin()
    const startDates = [
      { countryCode: 'FR', startDate: today() },
      { countryCode: 'IT', startDate: today() },
    ]
    ;(await validate(client, admin, request.id, startDates)).assertStatus(200)
    const before = await countRows()

    const second = await validate(client, admin, request.id, startDates)
    const again = await db.transaction((trx) => validateRequestInTransaction(request.id, {}, trx))

    second.assertStatus(400)
    second.assertBody({ errors: [{ message: 'This request is no longer waiting for payment.' }] })
    assert.lengthOf(again.created, 0)
    assert.deepEqual(await countRows(), before)
    const upgraded = await WorkerContract.findOrFail(france.id)
    assert.deepEqual([upgraded.monthlyAmountCents, upgraded.totalAmountCents], [2800, 16000])
  })

  test('a card payment validates the upgrade at once, and the same notification twice changes nothing', async ({
    client,
    assert,
  }) => {
    const { request, france } = await pendingUpgrade(client, [row('FR', null, 'more')], 'CARD')
    const payment = await Payment.findByOrFail('worker_request_id', request.id)
    const notification = signedNotification({
      paymentId: payment.id,
      requestId: request.requestId,
      amount: (7900 - 2000) * 5,
    })

    const first = await client.post(NOTIFY).json(notification)
    const before = await countRows()
    const second = await client.post(NOTIFY).json(notification)

    first.assertBodyContains({ outcome: 'validated' })
    second.assertBodyContains({ outcome: 'ignored' })
    assert.deepEqual(await countRows(), before)
    const upgraded = await WorkerContract.findOrFail(france.id)
    assert.containsSubset(upgraded.serialize(), {
      allowedNumberOfWorkers: null,
      packageSignature: null,
      monthlyAmountCents: 7900,
      endDate: france.endDate,
    })
    assert.lengthOf(await Invoice.query().where('worker_request_id', request.id), 1)
  })

  test('an upgrade whose contract has ended cannot be validated, paid again, nor taken by card', async ({
    client,
    assert,
  }) => {
    const { request, user } = await pendingUpgrade(
      client,
      [row('FR', 'w|4', 6), row('IT', null, 'more')],
      'CARD'
    )
    const admin = await createAdmin()
    // The running contracts ended while the request waited.
    await WorkerRequestLine.query()
      .where('worker_request_id', request.id)
      .update({ end_date: inDays(-1) })
    await WorkerContract.query()
      .where('company_id', request.companyId)
      .update({ end_date: inDays(-1) })
    const payment = await Payment.findByOrFail('worker_request_id', request.id)
    const before = await countRows()

    const byAdmin = await validate(client, admin, request.id, [
      { countryCode: 'FR', startDate: today() },
      { countryCode: 'IT', startDate: today() },
    ])
    const payAgain = await client
      .post(`/en/api/eurofiscalis/workers/request/${request.requestId}/pay`)
      .withCsrfToken()
      .loginAs(user)

    byAdmin.assertStatus(400)
    byAdmin.assertBody({ errors: [{ message: EXPIRED }] })
    payAgain.assertStatus(400)
    payAgain.assertBody({ errors: [{ message: EXPIRED }] })
    assert.deepEqual(await countRows(), before)

    const notified = await client.post(NOTIFY).json(
      signedNotification({
        paymentId: payment.id,
        requestId: request.requestId,
        amount: request.amountCents,
      })
    )

    notified.assertStatus(200)
    notified.assertBodyContains({ outcome: 'refund_needed' })
    assert.equal((await Payment.findOrFail(payment.id)).status, 'succeeded')
    assert.equal((await WorkerRequest.findOrFail(request.id)).status, 'pending_payment')
    const flag = await db
      .from('audit_logs')
      .where({ action: 'payment.refundNeeded', subject_id: payment.id })
      .first()
    assert.containsSubset(flag.payload, {
      reason: 'renewal.upgrade.expired',
      requestStatus: 'pending_payment',
    })
    assert.equal((await countRows()).worker_contracts, before.worker_contracts)
    assert.equal((await countRows()).invoices, before.invoices)
  })

  test('an added country may not start after the running contracts end (422)', async ({ client, assert }) => {
    const { request, france } = await pendingUpgrade(client, [row('IT', null, 'more')])
    const admin = await createAdmin()
    const before = await countRows()

    const response = await validate(client, admin, request.id, [
      { countryCode: 'IT', startDate: inDays(123) },
    ])

    response.assertStatus(422)
    response.assertBody({
      errors: [
        {
          message: `The start date cannot be after the end of the running contracts (${france.endDate}).`,
          field: 'startDates',
        },
      ],
    })
    assert.deepEqual(await countRows(), before)
  })

  test('the back-office proposes today until the contract end for a pending upgrade', async ({
    client,
    assert,
  }) => {
    const { request, france } = await pendingUpgrade(client, [row('FR', 'w|4', 7), row('IT', null, 'more')])

    const response = await client
      .get('/en/api/admin/requests')
      .qs({ filter: JSON.stringify({ type: 'upgrade' }) })
      .loginAs(await createAdmin())

    response.assertStatus(200)
    const entry = response.body().find((candidate: { id: number }) => candidate.id === request.id)
    assert.containsSubset(entry, {
      type: 'upgrade',
      amountCents: 4000 + 7900 * 5,
      contracts: [
        {
          countryCode: 'FR',
          allowedNumberOfWorkers: 7,
          totalAmountCents: 4000,
          startDate: today(),
          endDate: france.endDate,
        },
        {
          countryCode: 'IT',
          allowedNumberOfWorkers: null,
          totalAmountCents: 39500,
          startDate: today(),
          endDate: france.endDate,
        },
      ],
    })
  })
})
