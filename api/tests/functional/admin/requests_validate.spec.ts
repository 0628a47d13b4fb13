import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import AuditLog from '#models/audit_log'
import Invoice from '#models/invoice'
import type User from '#models/user'
import WorkerContract from '#models/worker_contract'
import WorkerRequest from '#models/worker_request'
import WorkerRequestLine from '#models/worker_request_line'
import { CompanyFactory } from '#database/factories/company_factory'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import { countRows, createWorkerRequest, inDays, seedReferenceData, today } from '#tests/helpers/purchase'
import { addDays } from '#services/contracts/contract_term'

type StartDates = { countryCode: string; startDate: string }[]

function validate(client: ApiClient, admin: User, id: number, startDates: unknown, lang = 'en') {
  return client
    .post(`/${lang}/api/admin/requests/${id}/validate`)
    .json({ startDates } as object)
    .withCsrfToken()
    .loginAs(admin)
}

/** A pending bank-transfer request of "Kappa Transport" for France (unlimited) and Belgium (2 workers). */
async function transferRequest(
  options: { status?: 'pending_payment' | 'payment_failed'; daysAgo?: number } = {}
) {
  const reference = await seedReferenceData()
  const company = await CompanyFactory.merge({ name: 'Kappa Transport' }).create()
  const customer = await createCustomer({ company })
  const request = await createWorkerRequest(customer, {
    status: options.status,
    mop: options.status === 'payment_failed' ? 'CARD' : 'TRANSFER',
    createdAt: DateTime.utc().minus({ days: options.daysAgo ?? 10 }),
    lines: [
      { country: reference.country('FR') },
      { country: reference.country('BE'), monthlyAmountCents: 800, allowedNumberOfWorkers: 2 },
    ],
  })
  return { reference, customer, request }
}

test.group('Admin | requests validate', (group) => {
  isolateEachTest(group)

  test('one start date per country: contracts from those dates, one invoice each, an audit line', async ({
    client,
    assert,
  }) => {
    const admin = await createAdmin()
    const { request, reference, customer } = await transferRequest()
    const startDates: StartDates = [
      { countryCode: 'BE', startDate: inDays(-3) },
      { countryCode: 'fr', startDate: inDays(20) },
    ]

    const response = await validate(client, admin, request.id, startDates)

    response.assertStatus(200)
    response.assertBody({
      validated: true,
      successes: [{ message: 'The request of Kappa Transport has been validated.' }],
    })
    await request.refresh()
    assert.equal(request.status, 'validated')
    assert.equal(request.validatedByUserId, admin.id)
    assert.isNotNull(request.validatedAt)

    const contracts = await WorkerContract.query().where('worker_request_id', request.id).orderBy('id')
    assert.deepEqual(
      contracts.map((contract) => ({
        companyId: contract.companyId,
        countryId: contract.representativeCountryId,
        allowedNumberOfWorkers: contract.allowedNumberOfWorkers,
        totalAmountCents: contract.totalAmountCents,
        startDate: contract.startDate,
        endDate: contract.endDate,
      })),
      [
        {
          companyId: customer.companyId,
          countryId: reference.country('FR').id,
          allowedNumberOfWorkers: null,
          totalAmountCents: 47400,
          startDate: inDays(20),
          endDate: inDays(20 + 182),
        },
        {
          companyId: customer.companyId,
          countryId: reference.country('BE').id,
          allowedNumberOfWorkers: 2,
          totalAmountCents: 4800,
          startDate: inDays(-3),
          endDate: inDays(-3 + 182),
        },
      ]
    )
    const lines = await WorkerRequestLine.query().where('worker_request_id', request.id).orderBy('id')
    assert.deepEqual(
      lines.map((line) => [line.workerContractId, line.startDate, line.endDate]),
      contracts.map((contract) => [contract.id, contract.startDate, contract.endDate])
    )

    const invoices = await Invoice.query().where('worker_request_id', request.id).orderBy('sequence_number')
    const year = today().slice(0, 4)
    assert.deepEqual(
      invoices.map((invoice) => [invoice.number, invoice.workerContractId, invoice.amountWithTaxesCents]),
      [
        [`F-${year}-000001`, contracts[0].id, 47400],
        [`F-${year}-000002`, contracts[1].id, 4800],
      ]
    )

    const audit = await AuditLog.query()
      .where('subject_type', 'worker_request')
      .where('subject_id', request.id)
    assert.lengthOf(audit, 1)
    assert.containsSubset(audit[0].serialize(), {
      userId: admin.id,
      action: 'request.validate',
      payload: {
        startDates: [
          { countryCode: 'BE', startDate: inDays(-3) },
          { countryCode: 'FR', startDate: inDays(20) },
        ],
      },
    })
    assert.isNotEmpty(audit[0].ip)
  })

  test('the success is translated ({lang})')
    .with([
      { lang: 'fr', message: 'La demande de Kappa Transport a été validée.' },
      { lang: 'pl', message: 'Zamówienie firmy Kappa Transport zostało zatwierdzone.' },
    ])
    .run(async ({ client }, row) => {
      const admin = await createAdmin()
      const { request } = await transferRequest()

      const response = await validate(
        client,
        admin,
        request.id,
        [
          { countryCode: 'FR', startDate: today() },
          { countryCode: 'BE', startDate: today() },
        ],
        row.lang
      )

      response.assertStatus(200)
      response.assertBody({ validated: true, successes: [{ message: row.message }] })
    })

  test('a request whose card was declined may be validated (funds received another way)', async ({
    client,
    assert,
  }) => {
    const admin = await createAdmin()
    const { request } = await transferRequest({ status: 'payment_failed' })

    const response = await validate(client, admin, request.id, [
      { countryCode: 'FR', startDate: today() },
      { countryCode: 'BE', startDate: today() },
    ])

    response.assertStatus(200)
    assert.equal((await WorkerRequest.findOrFail(request.id)).status, 'validated')
    assert.lengthOf(await WorkerContract.query().where('worker_request_id', request.id), 2)
  })

  test('validating twice: the second is refused with 400 and creates nothing', async ({ client, assert }) => {
    const admin = await createAdmin()
    const { request } = await transferRequest()
    const startDates = [
      { countryCode: 'FR', startDate: today() },
      { countryCode: 'BE', startDate: today() },
    ]
    ;(await validate(client, admin, request.id, startDates)).assertStatus(200)
    const before = await countRows()

    const second = await validate(client, admin, request.id, [
      { countryCode: 'FR', startDate: inDays(5) },
      { countryCode: 'BE', startDate: inDays(5) },
    ])

    second.assertStatus(400)
    second.assertBody({ errors: [{ message: 'This request is no longer waiting for payment.' }] })
    assert.deepEqual(await countRows(), before)
    const contracts = await WorkerContract.query().where('worker_request_id', request.id)
    assert.deepEqual(
      contracts.map((contract) => contract.startDate),
      [today(), today()]
    )
  })

  test('a removed request cannot be validated', async ({ client, assert }) => {
    const admin = await createAdmin()
    const { request } = await transferRequest()
    request.status = 'removed'
    await request.save()
    const before = await countRows()

    const response = await validate(client, admin, request.id, [
      { countryCode: 'FR', startDate: today() },
      { countryCode: 'BE', startDate: today() },
    ])

    response.assertStatus(400)
    response.assertBody({ errors: [{ message: 'This request is no longer waiting for payment.' }] })
    assert.deepEqual(await countRows(), before)
  })

  test('{title} is refused with 422 and nothing changes')
    .with([
      {
        title: 'a country without a start date',
        startDates: () => [{ countryCode: 'FR', startDate: today() }],
        message: 'Give a start date for every country.',
      },
      {
        title: 'a date for another country only',
        startDates: () => [
          { countryCode: 'FR', startDate: today() },
          { countryCode: 'AT', startDate: today() },
        ],
        message: 'Give a start date for every country.',
      },
      {
        title: 'a start date before the request was made',
        startDates: () => [
          { countryCode: 'FR', startDate: today() },
          { countryCode: 'BE', startDate: inDays(-11) },
        ],
        message: 'The start date must be between the request date and one year from today.',
      },
      {
        title: 'a start date more than a year away',
        startDates: () => [
          { countryCode: 'FR', startDate: inDays(366) },
          { countryCode: 'BE', startDate: today() },
        ],
        message: 'The start date must be between the request date and one year from today.',
      },
    ])
    .run(async ({ client, assert }, row) => {
      const admin = await createAdmin()
      const { request } = await transferRequest({ daysAgo: 10 })
      const before = await countRows()

      const response = await validate(client, admin, request.id, row.startDates())

      response.assertStatus(422)
      response.assertBody({ errors: [{ message: row.message, field: 'startDates' }] })
      assert.deepEqual(await countRows(), before)
      const stored = await WorkerRequest.findOrFail(request.id)
      assert.equal(stored.status, 'pending_payment')
      assert.isNull(stored.validatedAt)
    })

  test('the bounds of the range are accepted: the request date and one year from today', async ({
    client,
    assert,
  }) => {
    const admin = await createAdmin()
    const { request } = await transferRequest({ daysAgo: 10 })
    await request.refresh()
    const requestDate = request.createdAt.toISODate()!

    const response = await validate(client, admin, request.id, [
      { countryCode: 'FR', startDate: requestDate },
      { countryCode: 'BE', startDate: inDays(365) },
    ])

    response.assertStatus(200)
    const contracts = await WorkerContract.query().where('worker_request_id', request.id).orderBy('id')
    assert.deepEqual(
      contracts.map((contract) => [contract.startDate, contract.endDate]),
      [
        [requestDate, addDays(requestDate, 182)],
        [inDays(365), inDays(365 + 182)],
      ]
    )
  })

  test('malformed start dates are refused with 422 on their field: {title}')
    .with([
      { title: 'none', startDates: [], field: 'startDates', rule: 'array.minLength' },
      { title: 'not a list', startDates: 'today', field: 'startDates', rule: 'array' },
      {
        title: 'an impossible date',
        startDates: [{ countryCode: 'FR', startDate: '2026-02-30' }],
        field: 'startDates.0.startDate',
        rule: 'date',
      },
      {
        title: 'a date in another format',
        startDates: [{ countryCode: 'FR', startDate: '22/11/2026' }],
        field: 'startDates.0.startDate',
        rule: 'date',
      },
      {
        title: 'a country code of three letters',
        startDates: [{ countryCode: 'FRA', startDate: '2026-11-22' }],
        field: 'startDates.0.countryCode',
        rule: 'fixedLength',
      },
    ])
    .run(async ({ client, assert }, row) => {
      const admin = await createAdmin()
      const { request } = await transferRequest()
      const before = await countRows()

      const response = await validate(client, admin, request.id, row.startDates)

      response.assertStatus(422)
      assert.lengthOf(response.body().errors, 1)
      assert.containsSubset(response.body().errors[0], { field: row.field, rule: row.rule })
      assert.deepEqual(await countRows(), before)
      assert.equal((await WorkerRequest.findOrFail(request.id)).status, 'pending_payment')
    })
})
