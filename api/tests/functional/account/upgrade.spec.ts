import { test } from '@japa/runner'
import AuditLog from '#models/audit_log'
import Payment from '#models/payment'
import WorkerContract from '#models/worker_contract'
import WorkerRequest from '#models/worker_request'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import {
  countRows,
  createWorkerRequest,
  inDays,
  seedReferenceData,
  withPaymentMethods,
} from '#tests/helpers/purchase'
import {
  account,
  customerWithContracts,
  NOT_FOUND,
  PENDING,
  post,
  row,
  UNAUTHORIZED,
  upgradeBody,
} from '#tests/functional/account/account_fixtures'

const quotePath = (companyId: number) => `${account(companyId)}/upgradeAccount/quote`
const upgradePath = (companyId: number, lang = 'en') => `${account(companyId, lang)}/upgradeAccount`

test.group('Account | upgrade request', (group) => {
  isolateEachTest(group)

  test('by transfer: a pending upgrade request whose lines bill the difference until the contract ends', async ({
    client,
    assert,
  }) => {
    const reference = await seedReferenceData()
    const { user, company, contracts } = await customerWithContracts([
      { country: 'FR' },
      { country: 'EU', daysAgo: 10, allowed: 3, introducer: reference.promo },
    ])

    const response = await post(
      client,
      user,
      upgradePath(company.id),
      upgradeBody([row('FR', 'w|4', 9), row('EU', 'w|4', 3), row('IT', 'w|4', 2)])
    )

    response.assertStatus(200)
    const request = await WorkerRequest.query()
      .where('company_id', company.id)
      .preload('lines', (lines) => lines.preload('representativeCountry').orderBy('id'))
      .firstOrFail()
    response.assertBody({ requestId: request.requestId, mop: 'TRANSFER' })
    assert.containsSubset(request.serialize(), {
      type: 'upgrade',
      status: 'pending_payment',
      mop: 'TRANSFER',
      userId: user.id,
      businessIntroducerId: reference.promo.id,
      promoCode: 'PROMO65',
      amountCents: 1600 * 5 + 800 * 6,
    })
    assert.deepEqual(
      request.lines.map((line) => ({
        country: line.representativeCountry.code,
        packageSignature: line.packageSignature,
        allowedNumberOfWorkers: line.allowedNumberOfWorkers,
        monthlyAmountCents: line.monthlyAmountCents,
        totalAmountCents: line.totalAmountCents,
        startDate: line.startDate,
        endDate: line.endDate,
        sourceWorkerContractId: line.sourceWorkerContractId,
      })),
      [
        {
          country: 'FR',
          packageSignature: 'w|4',
          allowedNumberOfWorkers: 9,
          monthlyAmountCents: 1600,
          totalAmountCents: 8000,
          startDate: null,
          endDate: inDays(122),
          sourceWorkerContractId: contracts[0].id,
        },
        {
          country: 'IT',
          packageSignature: 'w|4',
          allowedNumberOfWorkers: 2,
          monthlyAmountCents: 800,
          totalAmountCents: 4800,
          startDate: null,
          endDate: inDays(172),
          sourceWorkerContractId: null,
        },
      ]
    )
    // Nothing changes before the money is in.
    const france = await WorkerContract.findOrFail(contracts[0].id)
    assert.equal(france.allowedNumberOfWorkers, 5)
  })

  test('by card: the answer carries the payment form of the upgrade amount', async ({ client, assert }) => {
    const { user, company } = await customerWithContracts()

    const response = await post(
      client,
      user,
      upgradePath(company.id),
      upgradeBody([row('FR', null, 'more')], 'CARD')
    )

    response.assertStatus(200)
    const request = await WorkerRequest.findByOrFail('company_id', company.id)
    assert.equal(response.body().requestId, request.requestId)
    assert.containsSubset(response.body().paymentRedirectionForm, {
      action: '/payment/sandbox',
      method: 'POST',
      fields: { requestId: request.requestId, amount: String((7900 - 2000) * 5) },
    })
    const payment = await Payment.findByOrFail('worker_request_id', request.id)
    assert.equal(payment.amountCents, 29500)
  })

  test('an admin orders for the company: the request is the customer one, the act is audited', async ({
    client,
    assert,
  }) => {
    const { user, company } = await customerWithContracts()
    const admin = await createAdmin()

    const response = await post(client, admin, upgradePath(company.id), upgradeBody([row('FR', 'w|4', 6)]))

    response.assertStatus(200)
    const request = await WorkerRequest.findByOrFail('company_id', company.id)
    assert.equal(request.userId, user.id)
    const audit = await AuditLog.query()
      .where('subject_type', 'worker_request')
      .where('subject_id', request.id)
    assert.lengthOf(audit, 1)
    assert.containsSubset(audit[0].serialize(), { userId: admin.id, action: 'request.upgrade' })
  })

  test('{title} is refused with 422 on its field and nothing is written')
    .with([
      {
        title: 'an unknown country',
        rows: [row('XX', null, 'more')],
        field: 'representativeCountries.0.countryCode',
        message: 'Select a country from the list.',
      },
      {
        title: 'a country twice',
        rows: [row('IT', null, 'more'), row('IT', 'w|4', 2)],
        field: 'representativeCountries.1.countryCode',
        message: 'This country is already in your order.',
      },
      {
        title: 'a package not offered',
        rows: [row('FR', 'w|9', 6)],
        field: 'representativeCountries.0.package',
        message: 'Choose one of the packages offered.',
      },
      {
        title: 'more workers than the package allows',
        rows: [row('FR', 'w|4', 13)],
        field: 'representativeCountries.0.numberOfWorkers',
        message: 'This number of workers is not available for the package.',
      },
      {
        title: 'fewer workers',
        rows: [row('FR', 'w|4', 4)],
        field: 'representativeCountries.0.numberOfWorkers',
        message: 'An upgrade must raise the number of workers: choose more workers than now, or unlimited.',
      },
      {
        title: 'a number on an unlimited contract',
        rows: [row('BE', 'w|4', 12)],
        field: 'representativeCountries.0.numberOfWorkers',
        message: 'This contract already covers an unlimited number of workers.',
      },
      {
        title: 'a country whose next contract is scheduled',
        rows: [row('AT', null, 'more')],
        field: 'representativeCountries.0.countryCode',
        message:
          'This country already has a contract starting later: it cannot be added to the running contracts.',
      },
      {
        title: 'a package without a number',
        rows: [row('FR', 'w|4', 'more')],
        field: 'representativeCountries.0.numberOfWorkers',
        message: 'Choose the number of workers.',
      },
    ])
    .run(async ({ client, assert }, data) => {
      const { user, company } = await customerWithContracts([
        { country: 'FR' },
        { country: 'BE', allowed: null },
        { country: 'AT', daysAgo: -10 },
      ])
      const before = await countRows()

      const response = await post(client, user, upgradePath(company.id), upgradeBody(data.rows))

      response.assertStatus(422)
      response.assertBody({ errors: [{ message: data.message, field: data.field }] })
      assert.deepEqual(await countRows(), before)
    })

  test('malformed bodies are refused with 422: {title}')
    .with([
      { title: 'no rows', body: upgradeBody([]), field: 'representativeCountries' },
      {
        title: 'conditions not accepted',
        body: { ...upgradeBody([row('FR', 'w|4', 6)]), conditions: false },
        field: 'conditions',
      },
      {
        title: 'an unknown payment method',
        body: { ...upgradeBody([row('FR', 'w|4', 6)]), mop: 'CASH' },
        field: 'mop',
      },
      {
        title: 'a number of workers out of range',
        body: upgradeBody([row('FR', 'w|4', 100000)]),
        field: 'representativeCountries.0.numberOfWorkers',
      },
    ])
    .run(async ({ client, assert }, data) => {
      const { user, company } = await customerWithContracts()
      const before = await countRows()

      const response = await post(client, user, upgradePath(company.id), data.body)

      response.assertStatus(422)
      assert.equal(response.body().errors[0].field, data.field)
      assert.deepEqual(await countRows(), before)
    })

  test('a payment method that is not offered is refused on its field', async ({ client, assert }) => {
    const { user, company } = await customerWithContracts()
    const before = await countRows()

    const response = await withPaymentMethods(['CARD'], () =>
      post(client, user, upgradePath(company.id), upgradeBody([row('FR', 'w|4', 6)], 'TRANSFER'))
    )

    response.assertStatus(422)
    response.assertBody({ errors: [{ message: 'This payment method is not available.', field: 'mop' }] })
    assert.deepEqual(await countRows(), before)
  })

  test('a pending request blocks the quote and the request (400)', async ({ client, assert }) => {
    const { user, company, reference } = await customerWithContracts()
    await createWorkerRequest(user, { type: 'upgrade', lines: [{ country: reference.country('IT') }] })
    const before = await countRows()

    const quote = await post(client, user, quotePath(company.id), {
      representativeCountries: [row('FR', 'w|4', 6)],
    })
    const upgrade = await post(client, user, upgradePath(company.id), upgradeBody([row('FR', 'w|4', 6)]))

    quote.assertStatus(400)
    quote.assertBody(PENDING)
    upgrade.assertStatus(400)
    upgrade.assertBody(PENDING)
    assert.deepEqual(await countRows(), before)
  })

  test('{title} is refused with 400 ({lang})')
    .with([
      {
        title: 'a company that has not migrated',
        migrated: false,
        daysAgo: 60,
        lang: 'fr',
        message:
          "Acceptez d'abord les conditions du Paquet Mobilité UE pour renouveler ou étendre vos contrats.",
      },
      {
        title: 'a company without an active contract',
        migrated: true,
        daysAgo: 200,
        lang: 'pl',
        message: 'Nie masz aktywnej umowy, którą można rozszerzyć.',
      },
      {
        title: 'a company without an active contract',
        migrated: true,
        daysAgo: 200,
        lang: 'en',
        message: 'You have no active contract to upgrade.',
      },
    ])
    .run(async ({ client, assert }, data) => {
      const { user, company } = await customerWithContracts([{ country: 'FR', daysAgo: data.daysAgo }], {
        migrated: data.migrated,
      })
      const before = await countRows()

      const response = await post(
        client,
        user,
        upgradePath(company.id, data.lang),
        upgradeBody([row('IT', null, 'more')])
      )

      response.assertStatus(400)
      response.assertBody({ errors: [{ message: data.message }] })
      assert.deepEqual(await countRows(), before)
    })

  test('another company answers 404 and anonymous 401, and nothing is written', async ({
    client,
    assert,
  }) => {
    const { company } = await customerWithContracts()
    const before = await countRows()

    const refused = await post(
      client,
      await createCustomer(),
      upgradePath(company.id),
      upgradeBody([row('FR', 'w|4', 6)])
    )
    refused.assertStatus(404)
    refused.assertBody(NOT_FOUND)
    const anonymous = await post(client, null, upgradePath(company.id), upgradeBody([row('FR', 'w|4', 6)]))
    anonymous.assertStatus(401)
    anonymous.assertBody(UNAUTHORIZED)
    assert.equal((await countRows()).worker_requests, before.worker_requests)
  })
})
