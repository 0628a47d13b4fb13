import { test } from '@japa/runner'
import Invoice from '#models/invoice'
import Payment from '#models/payment'
import WorkerContract from '#models/worker_contract'
import WorkerRequest from '#models/worker_request'
import { addDays } from '#services/contracts/contract_term'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import { countRows, createWorkerRequest, inDays, signedNotification, today } from '#tests/helpers/purchase'
import { NOTIFY } from '#tests/functional/payments/notification_fixtures'
import {
  account,
  customerWithContracts,
  NOT_FOUND,
  PENDING,
  post,
  renewalBody,
  row,
  UNAUTHORIZED,
} from '#tests/functional/account/account_fixtures'

const renewPath = (companyId: number, lang = 'en') => `${account(companyId, lang)}/renewContract`

test.group('Account | renewal request', (group) => {
  isolateEachTest(group)

  test('by transfer, then validated by an admin: the renewal starts the day after the old contract ends', async ({
    client,
    assert,
  }) => {
    const { user, company, contracts } = await customerWithContracts([
      { country: 'FR', daysAgo: 300 },
      { country: 'FR', daysAgo: 170 },
    ])
    const france = contracts[1]
    const admin = await createAdmin()

    const response = await post(
      client,
      user,
      renewPath(company.id),
      renewalBody([row('FR', 'w|4', 6), row('IT', null, 'more')])
    )

    response.assertStatus(200)
    const request = await WorkerRequest.query()
      .where('company_id', company.id)
      .preload('lines', (lines) => lines.orderBy('id'))
      .firstOrFail()
    response.assertBody({ requestId: request.requestId, mop: 'TRANSFER' })
    assert.containsSubset(request.serialize(), {
      type: 'renewal',
      status: 'pending_payment',
      amountCents: (2400 + 7900) * 6,
      promoCode: null,
    })
    assert.deepEqual(
      request.lines.map((line) => line.sourceWorkerContractId),
      [france.id, null]
    )

    // The back-office proposes the dates: after the running contract for France, today for Italy.
    const list = await client.get('/en/api/admin/requests').loginAs(admin)
    const proposed = list.body().find((entry: { id: number }) => entry.id === request.id).contracts
    const renewalStart = addDays(france.endDate, 1)
    assert.containsSubset(proposed, [
      { countryCode: 'FR', startDate: renewalStart, endDate: addDays(renewalStart, 182) },
      { countryCode: 'IT', startDate: today(), endDate: inDays(182) },
    ])

    const validation = await client
      .post(`/en/api/admin/requests/${request.id}/validate`)
      .json({
        startDates: proposed.map((entry: { countryCode: string; startDate: string }) => ({
          countryCode: entry.countryCode,
          startDate: entry.startDate,
        })),
      })
      .withCsrfToken()
      .loginAs(admin)

    validation.assertStatus(200)
    const renewal = await WorkerContract.query()
      .where('worker_request_id', request.id)
      .where('representative_country_id', france.representativeCountryId)
      .firstOrFail()
    assert.containsSubset(renewal.serialize(), {
      startDate: renewalStart,
      endDate: addDays(renewalStart, 182),
      renewedFromContractId: france.id,
      allowedNumberOfWorkers: 6,
      packageSignature: 'w|4',
      monthlyAmountCents: 2400,
      totalAmountCents: 14400,
    })
    const invoices = await Invoice.query().where('worker_request_id', request.id).orderBy('id')
    assert.deepEqual(
      invoices.map((invoice) => [invoice.workerContractId, invoice.amountWithTaxesCents]),
      [
        [renewal.id, 14400],
        [invoices[1].workerContractId, 47400],
      ]
    )
    const old = await WorkerContract.findOrFail(france.id)
    assert.equal(old.endDate, france.endDate)
  })

  test('by card: the answer carries the payment form; the approved payment starts the renewal after the old one', async ({
    client,
    assert,
  }) => {
    const { user, company, contracts } = await customerWithContracts([
      { country: 'EU', daysAgo: 170, allowed: 12 },
    ])

    const response = await post(
      client,
      user,
      renewPath(company.id),
      renewalBody([row('EU', null, 'more')], { mop: 'CARD' })
    )

    response.assertStatus(200)
    const request = await WorkerRequest.findByOrFail('company_id', company.id)
    assert.containsSubset(response.body(), {
      requestId: request.requestId,
      paymentRedirectionForm: { action: '/payment/sandbox', method: 'POST', fields: { amount: '47400' } },
    })
    const payment = await Payment.findByOrFail('worker_request_id', request.id)

    const notified = await client
      .post(NOTIFY)
      .json(signedNotification({ paymentId: payment.id, requestId: request.requestId, amount: 47400 }))

    notified.assertStatus(200)
    notified.assertBodyContains({ outcome: 'validated' })
    const renewal = await WorkerContract.findByOrFail('worker_request_id', request.id)
    assert.equal(renewal.startDate, inDays(13))
    assert.equal(renewal.renewedFromContractId, contracts[0].id)
    assert.isNull(renewal.allowedNumberOfWorkers)
    assert.lengthOf(await Invoice.query().where('worker_contract_id', renewal.id), 1)
  })

  test('an expired contract is renewed from the day of validation', async ({ client, assert }) => {
    const { user, company } = await customerWithContracts([{ country: 'FR', daysAgo: 250, allowed: null }])

    const response = await post(
      client,
      user,
      renewPath(company.id),
      renewalBody([row('FR', null, 'more')], { mop: 'CARD' })
    )
    const request = await WorkerRequest.findByOrFail('requestId', response.body().requestId)
    const payment = await Payment.findByOrFail('worker_request_id', request.id)
    await client
      .post(NOTIFY)
      .json(signedNotification({ paymentId: payment.id, requestId: request.requestId, amount: 47400 }))

    const renewal = await WorkerContract.findByOrFail('worker_request_id', request.id)
    assert.deepEqual([renewal.startDate, renewal.endDate], [today(), inDays(182)])
  })

  test('a promo code prices the renewal; an unknown one is refused on its field', async ({
    client,
    assert,
  }) => {
    const { user, company } = await customerWithContracts([{ country: 'FR', allowed: null }])

    const unknown = await post(
      client,
      user,
      renewPath(company.id),
      renewalBody([row('FR', null, 'more')], { promoCode: 'NOPE' })
    )
    unknown.assertStatus(422)
    unknown.assertBody({ errors: [{ message: 'This promo code is not valid.', field: 'promoCode' }] })

    const response = await post(
      client,
      user,
      renewPath(company.id),
      renewalBody([row('FR', null, 'more')], { promoCode: 'promo65' })
    )
    response.assertStatus(200)
    const request = await WorkerRequest.findByOrFail('company_id', company.id)
    assert.containsSubset(request.serialize(), { promoCode: 'PROMO65', amountCents: 6500 * 6 })
  })

  test('a customer renews at least the current number of workers; an admin may go down to one', async ({
    client,
    assert,
  }) => {
    const { user, company } = await customerWithContracts()
    const before = await countRows()

    const refused = await post(client, user, renewPath(company.id), renewalBody([row('FR', 'w|4', 4)]))

    refused.assertStatus(422)
    refused.assertBody({
      errors: [
        {
          message: 'A renewal must cover at least 5 workers, as many as the current contract.',
          field: 'representativeCountries.0.numberOfWorkers',
        },
      ],
    })
    assert.deepEqual(await countRows(), before)

    const byAdmin = await post(
      client,
      await createAdmin(),
      renewPath(company.id),
      renewalBody([row('FR', 'w|4', 1)])
    )
    byAdmin.assertStatus(200)
    const request = await WorkerRequest.query().where('company_id', company.id).preload('lines').firstOrFail()
    assert.equal(request.userId, user.id)
    assert.equal(request.lines[0].allowedNumberOfWorkers, 1)
  })

  test('an unlimited contract is renewed unlimited by a customer ({lang})')
    .with([
      {
        lang: 'fr',
        message: 'Ce contrat couvre un nombre illimité de salariés : renouvelez-le en illimité.',
      },
      { lang: 'pl', message: 'Ta umowa obejmuje nieograniczoną liczbę pracowników: odnów ją bez limitu.' },
    ])
    .run(async ({ client }, data) => {
      const { user, company } = await customerWithContracts([{ country: 'FR', allowed: null }])

      const refused = await post(
        client,
        user,
        renewPath(company.id, data.lang),
        renewalBody([row('FR', 'w|4', 12)])
      )

      refused.assertStatus(422)
      refused.assertBody({
        errors: [{ message: data.message, field: 'representativeCountries.0.numberOfWorkers' }],
      })
    })

  test('the minimum is translated with its plural (fr)', async ({ client }) => {
    const { user, company } = await customerWithContracts([{ country: 'FR', allowed: 2 }])

    const refused = await post(client, user, renewPath(company.id, 'fr'), renewalBody([row('FR', 'w|4', 1)]))

    refused.assertBody({
      errors: [
        {
          message: 'Le renouvellement doit couvrir au moins 2 salariés, autant que le contrat actuel.',
          field: 'representativeCountries.0.numberOfWorkers',
        },
      ],
    })
  })

  test('{title} is refused with 422 on its field and nothing is written')
    .with([
      {
        title: 'a country already renewed',
        rows: [row('AT', null, 'more')],
        field: 'representativeCountries.0.countryCode',
        message: 'This country has already been renewed: its next contract is scheduled.',
      },
      {
        title: 'an unknown country',
        rows: [row('ZZ', null, 'more')],
        field: 'representativeCountries.0.countryCode',
        message: 'Select a country from the list.',
      },
      {
        title: 'a country twice',
        rows: [row('FR', 'w|4', 5), row('FR', 'w|4', 6)],
        field: 'representativeCountries.1.countryCode',
        message: 'This country is already in your order.',
      },
      {
        title: 'a package not offered',
        rows: [row('FR', 'f|30', 5)],
        field: 'representativeCountries.0.package',
        message: 'Choose one of the packages offered.',
      },
      {
        title: 'too many workers for the package',
        rows: [row('FR', 'w|4', 40)],
        field: 'representativeCountries.0.numberOfWorkers',
        message: 'This number of workers is not available for the package.',
      },
    ])
    .run(async ({ client, assert }, data) => {
      const { user, company } = await customerWithContracts([
        { country: 'FR' },
        { country: 'AT', daysAgo: 150 },
        { country: 'AT', daysAgo: 150 - 183 },
      ])
      const before = await countRows()

      const response = await post(client, user, renewPath(company.id), renewalBody(data.rows))

      response.assertStatus(422)
      response.assertBody({ errors: [{ message: data.message, field: data.field }] })
      assert.deepEqual(await countRows(), before)
    })

  test('a pending request blocks a renewal; so does a company that has not migrated', async ({
    client,
    assert,
  }) => {
    const pending = await customerWithContracts()
    await createWorkerRequest(pending.user, { lines: [{ country: pending.reference.country('IT') }] })
    const notMigrated = await customerWithContracts(undefined, { migrated: false })
    const before = await countRows()

    const blocked = await post(
      client,
      pending.user,
      renewPath(pending.company.id),
      renewalBody([row('FR', 'w|4', 5)])
    )
    const refused = await post(
      client,
      notMigrated.user,
      renewPath(notMigrated.company.id),
      renewalBody([row('FR', 'w|4', 5)])
    )

    blocked.assertStatus(400)
    blocked.assertBody(PENDING)
    refused.assertStatus(400)
    refused.assertBody({
      errors: [
        { message: 'Accept the EU Mobility Package terms before renewing or upgrading your contracts.' },
      ],
    })
    assert.deepEqual(await countRows(), before)
  })

  test('a company without any contract buys new countries through a renewal', async ({ client, assert }) => {
    const { user, company } = await customerWithContracts([])

    const response = await post(client, user, renewPath(company.id), renewalBody([row('BE', 'w|4', 2)]))

    response.assertStatus(200)
    const request = await WorkerRequest.query().where('company_id', company.id).preload('lines').firstOrFail()
    assert.equal(request.type, 'renewal')
    assert.isNull(request.lines[0].sourceWorkerContractId)
  })

  test('another company answers 404, anonymous 401, and nothing is written', async ({ client, assert }) => {
    const { company } = await customerWithContracts()
    const before = await countRows()

    const refused = await post(
      client,
      await createCustomer(),
      renewPath(company.id),
      renewalBody([row('FR', 'w|4', 5)])
    )
    refused.assertStatus(404)
    refused.assertBody(NOT_FOUND)
    const anonymous = await post(client, null, renewPath(company.id), renewalBody([row('FR', 'w|4', 5)]))
    anonymous.assertStatus(401)
    anonymous.assertBody(UNAUTHORIZED)
    assert.equal((await countRows()).worker_requests, before.worker_requests)
  })
})
