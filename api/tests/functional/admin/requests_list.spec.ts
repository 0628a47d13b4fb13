import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import type WorkerRequest from '#models/worker_request'
import { CompanyFactory } from '#database/factories/company_factory'
import { commitEachTest, isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import { createWorkerRequest, inDays, seedReferenceData, today } from '#tests/helpers/purchase'

function list(client: ApiClient, admin: User, qs: Record<string, unknown> = {}) {
  const query: Record<string, string> = {}
  for (const [name, value] of Object.entries(qs)) query[name] = JSON.stringify(value)
  return client.get('/en/api/admin/requests').qs(query).loginAs(admin)
}

/**
 * Five requests of five companies, one per situation:
 * alfa pending transfer creation (FR), bravo declined card renewal with PROMO65 (EU 3 workers + BE),
 * charlie validated upgrade (BE), delta removed creation (AT), echo pending upgrade with PROMO65 (FR).
 */
async function fiveRequests() {
  const reference = await seedReferenceData()
  const now = DateTime.utc()
  const make = async (
    name: string,
    options: Omit<Parameters<typeof createWorkerRequest>[1], 'createdAt'>,
    daysAgo: number
  ) => {
    const company = await CompanyFactory.merge({ name }).create()
    const user = await createCustomer({ company, phone: '+48601000111' })
    return createWorkerRequest(user, { ...options, createdAt: now.minus({ days: daysAgo }) })
  }
  const requests = {
    alfa: await make('Alfa Logistics', { lines: [{ country: reference.country('FR') }] }, 4),
    bravo: await make(
      'Bravo Transport',
      {
        status: 'payment_failed',
        mop: 'CARD',
        type: 'renewal',
        introducer: reference.promo,
        lines: [
          { country: reference.country('EU'), monthlyAmountCents: 1200, allowedNumberOfWorkers: 3 },
          { country: reference.country('BE'), monthlyAmountCents: 6500 },
        ],
      },
      3
    ),
    charlie: await make(
      'Charlie Cargo',
      {
        status: 'validated',
        type: 'upgrade',
        lines: [{ country: reference.country('BE'), monthlyAmountCents: 100 }],
      },
      2
    ),
    delta: await make(
      'Delta Freight',
      { status: 'removed', lines: [{ country: reference.country('AT') }] },
      1
    ),
    echo: await make(
      'Echo Spedition',
      {
        type: 'upgrade',
        introducer: reference.promo,
        lines: [{ country: reference.country('FR'), monthlyAmountCents: 3000 }],
      },
      0
    ),
  }
  return { reference, requests }
}

type Name = keyof Awaited<ReturnType<typeof fiveRequests>>['requests']

function names(requests: Record<Name, WorkerRequest>, rows: { id: number }[]) {
  return rows.map((row) => (Object.keys(requests) as Name[]).find((name) => requests[name].id === row.id))
}

test.group('Admin | requests list', (group) => {
  isolateEachTest(group)

  test('lists the pending requests by default (pending payment or declined), by company name', async ({
    client,
    assert,
  }) => {
    const admin = await createAdmin()
    const { requests } = await fiveRequests()

    const response = await list(client, admin)

    response.assertStatus(200)
    response.assertHeader('content-range', 'requests 0-2/3')
    assert.deepEqual(names(requests, response.body()), ['alfa', 'bravo', 'echo'])
  })

  test('validated and removed requests allow neither validation nor removal', async ({ client, assert }) => {
    const admin = await createAdmin()
    const { requests } = await fiveRequests()

    const response = await list(client, admin, { filter: { status: 'all' }, sort: ['createdAt', 'ASC'] })

    response.assertStatus(200)
    assert.deepEqual(
      response
        .body()
        .map((row: { id: number; isValidationAllowed: boolean; isRemoveAllowed: boolean }) => [
          names(requests, [row])[0],
          row.isValidationAllowed,
          row.isRemoveAllowed,
        ]),
      [
        ['alfa', true, true],
        ['bravo', true, true],
        ['charlie', false, false],
        ['delta', false, false],
        ['echo', true, true],
      ]
    )
  })

  test('filter {title}')
    .with([
      { title: 'status validated', filter: { status: 'validated' }, expected: ['charlie'] },
      { title: 'status removed', filter: { status: 'removed' }, expected: ['delta'] },
      {
        title: 'status all',
        filter: { status: 'all' },
        expected: ['alfa', 'bravo', 'charlie', 'delta', 'echo'],
      },
      { title: 'status pending', filter: { status: 'pending' }, expected: ['alfa', 'bravo', 'echo'] },
      {
        title: 'an unknown status falls back to pending',
        filter: { status: 'bogus' },
        expected: ['alfa', 'bravo', 'echo'],
      },
      { title: 'type renewal', filter: { type: 'renewal' }, expected: ['bravo'] },
      { title: 'type upgrade (pending only)', filter: { type: 'upgrade' }, expected: ['echo'] },
      {
        title: 'type upgrade, any status',
        filter: { type: 'upgrade', status: 'all' },
        expected: ['charlie', 'echo'],
      },
      {
        title: 'type creation, any status',
        filter: { type: 'creation', status: 'all' },
        expected: ['alfa', 'delta'],
      },
      { title: 'an unknown type is ignored', filter: { type: 'gift' }, expected: ['alfa', 'bravo', 'echo'] },
      { title: 'promo code', filter: { promoCode: 'PROMO65' }, expected: ['bravo', 'echo'] },
      { title: 'an unknown promo code', filter: { promoCode: 'OTHER' }, expected: [] },
      { title: 'one country', filter: { representativeCountries: ['BE'] }, expected: ['bravo'] },
      {
        title: 'countries, any match, any status',
        filter: { representativeCountries: ['BE', 'AT'], status: 'all' },
        expected: ['bravo', 'charlie', 'delta'],
      },
      { title: 'the EU Mobility Package', filter: { representativeCountries: ['EU'] }, expected: ['bravo'] },
      {
        title: 'an empty country list is ignored',
        filter: { representativeCountries: [] },
        expected: ['alfa', 'bravo', 'echo'],
      },
    ])
    .run(async ({ client, assert }, row) => {
      const admin = await createAdmin()
      const { requests } = await fiveRequests()

      const response = await list(client, admin, { filter: row.filter })

      response.assertStatus(200)
      assert.deepEqual(names(requests, response.body()), row.expected)
      const end = Math.max(row.expected.length - 1, 0)
      response.assertHeader('content-range', `requests 0-${end}/${row.expected.length}`)
    })

  test('q finds a request by {title}')
    .with([
      { title: 'VAT number', pick: (request: WorkerRequest) => request.company.vatNumber },
      {
        title: 'payment reference',
        pick: (request: WorkerRequest) => request.paymentReference.toLowerCase(),
      },
      { title: 'request id', pick: (request: WorkerRequest) => request.requestId.slice(0, 13) },
    ])
    .run(async ({ client, assert }, row) => {
      const admin = await createAdmin()
      const { requests } = await fiveRequests()
      await requests.bravo.load('company')

      const response = await list(client, admin, { filter: { q: row.pick(requests.bravo), status: 'all' } })

      response.assertStatus(200)
      assert.deepEqual(names(requests, response.body()), ['bravo'])
    })

  test('sorts by {field} {direction}')
    .with([
      { field: 'companyName', direction: 'DESC', expected: ['echo', 'delta', 'charlie', 'bravo', 'alfa'] },
      { field: 'createdAt', direction: 'ASC', expected: ['alfa', 'bravo', 'charlie', 'delta', 'echo'] },
      { field: 'createdAt', direction: 'DESC', expected: ['echo', 'delta', 'charlie', 'bravo', 'alfa'] },
      { field: 'amountCents', direction: 'ASC', expected: ['charlie', 'echo', 'bravo', 'alfa', 'delta'] },
      // Ties broken by the id in the sort's direction (the type's index is walked backwards).
      { field: 'type', direction: 'DESC', expected: ['echo', 'charlie', 'bravo', 'delta', 'alfa'] },
      { field: 'password', direction: 'DESC', expected: ['alfa', 'bravo', 'charlie', 'delta', 'echo'] },
    ])
    .run(async ({ client, assert }, row) => {
      const admin = await createAdmin()
      const { requests } = await fiveRequests()

      const response = await list(client, admin, {
        filter: { status: 'all' },
        sort: [row.field, row.direction],
      })

      response.assertStatus(200)
      assert.deepEqual(names(requests, response.body()), row.expected)
    })

  test('pending requests (two statuses) sorted by {field} {direction}: each page as the whole order has it')
    .with([
      { field: 'companyName', direction: 'ASC', expected: ['alfa', 'bravo', 'bravoAgain', 'echo'] },
      { field: 'companyName', direction: 'DESC', expected: ['echo', 'bravoAgain', 'bravo', 'alfa'] },
      { field: 'createdAt', direction: 'ASC', expected: ['bravoAgain', 'alfa', 'bravo', 'echo'] },
      { field: 'createdAt', direction: 'DESC', expected: ['echo', 'bravo', 'alfa', 'bravoAgain'] },
    ] as const)
    .run(async ({ client, assert }, row) => {
      const admin = await createAdmin()
      const { reference, requests } = await fiveRequests()
      // Another request of Bravo's company, pending payment where its first was declined: the two tie on the name,
      // each read from its status's branch, and the id puts them in order.
      const bravoUser = await createCustomer({
        company: await requests.bravo.related('company').query().firstOrFail(),
      })
      const bravoAgain = await createWorkerRequest(bravoUser, {
        lines: [{ country: reference.country('FR') }],
        createdAt: DateTime.utc().minus({ days: 5 }),
      })
      const all = { ...requests, bravoAgain }
      const named = (rows: { id: number }[]) =>
        rows.map((listed) =>
          (Object.keys(all) as (keyof typeof all)[]).find((name) => all[name].id === listed.id)
        )

      for (const [first, last] of [
        [0, 0],
        [1, 2],
        [2, 3],
        [3, 9],
        [0, 24],
      ]) {
        const response = await list(client, admin, { sort: [row.field, row.direction], range: [first, last] })
        response.assertStatus(200)
        assert.deepEqual(named(response.body()), row.expected.slice(first, last + 1), `rows ${first}-${last}`)
      }
    })

  test('pages with range and answers the window in Content-Range', async ({ client, assert }) => {
    const admin = await createAdmin()
    const { requests } = await fiveRequests()

    const first = await list(client, admin, { filter: { status: 'all' }, range: [0, 1] })
    const last = await list(client, admin, { filter: { status: 'all' }, range: [4, 9] })
    const beyond = await list(client, admin, { filter: { status: 'all' }, range: [10, 19] })

    first.assertStatus(200)
    first.assertHeader('content-range', 'requests 0-1/5')
    assert.deepEqual(names(requests, first.body()), ['alfa', 'bravo'])
    last.assertHeader('content-range', 'requests 4-4/5')
    assert.deepEqual(names(requests, last.body()), ['echo'])
    beyond.assertHeader('content-range', 'requests 10-10/5')
    assert.deepEqual(beyond.body(), [])
  })
})

/** The search reads a FULLTEXT index, which sees committed rows only: these tests commit (commitEachTest). */
test.group('Admin | requests search', (group) => {
  commitEachTest(group)

  test('a record carries the company, the user, the lines with their proposed dates, and what is allowed', async ({
    client,
    assert,
  }) => {
    const admin = await createAdmin()
    const { requests } = await fiveRequests()
    const bravo = requests.bravo
    await bravo.refresh()
    await bravo.load('company')
    await bravo.load('user')

    const response = await list(client, admin, { filter: { q: 'Bravo' } })

    response.assertStatus(200)
    assert.deepEqual(response.body(), [
      {
        id: bravo.id,
        requestId: bravo.requestId,
        type: 'renewal',
        status: 'payment_failed',
        mop: 'CARD',
        createdAt: bravo.createdAt.toISO(),
        companyName: 'Bravo Transport',
        company: { id: bravo.companyId, name: 'Bravo Transport', vatNumber: bravo.company.vatNumber },
        user: { login: bravo.user.login, email: bravo.user.email, phone: '+48601000111' },
        promoCode: 'PROMO65',
        amountCents: 46200,
        currency: 'EUR',
        paymentReference: bravo.paymentReference,
        contracts: [
          {
            countryCode: 'EU',
            countryName: 'EU Mobility Package',
            isMobilityPackage: true,
            allowedNumberOfWorkers: 3,
            monthlyAmountCents: 1200,
            totalAmountCents: 7200,
            startDate: today(),
            endDate: inDays(182),
            businessIntroducerCode: 'PROMO65',
          },
          {
            countryCode: 'BE',
            countryName: 'Belgium',
            isMobilityPackage: false,
            allowedNumberOfWorkers: null,
            monthlyAmountCents: 6500,
            totalAmountCents: 39000,
            startDate: today(),
            endDate: inDays(182),
            businessIntroducerCode: 'PROMO65',
          },
        ],
        isValidationAllowed: true,
        isRemoveAllowed: true,
      },
    ])
  })

  test('q {title}')
    .with([
      { title: 'finds the words of a company name', q: 'echo spe', status: 'pending', expected: ['echo'] },
      { title: 'finds a word by its beginning', q: 'SPEDIT', status: 'pending', expected: ['echo'] },
      {
        title: 'needs every word',
        q: 'bravo cargo',
        status: 'all',
        expected: [],
      },
      {
        title: 'a word of the name of several companies, any status',
        q: 'charlie  cargo',
        status: 'all',
        expected: ['charlie'],
      },
      { title: 'not the middle of a word', q: 'edition', status: 'all', expected: [] },
      { title: 'a short text is found anywhere', q: 'ch', status: 'pending', expected: ['echo'] },
      { title: 'a short text, any status', q: 'ch', status: 'all', expected: ['charlie', 'echo'] },
      { title: 'matching nothing', q: 'zulu', status: 'pending', expected: [] },
      { title: 'a LIKE wildcard is literal', q: '%', status: 'pending', expected: [] },
      {
        title: 'boolean-mode operators are only separators',
        q: '-echo +"spedition" (x)* ~<>@',
        status: 'pending',
        expected: ['echo'],
      },
      { title: 'only operators find nothing', q: '"+-<>()~*@', status: 'all', expected: [] },
    ])
    .run(async ({ client, assert }, row) => {
      const admin = await createAdmin()
      const { requests } = await fiveRequests()

      const response = await list(client, admin, { filter: { q: row.q, status: row.status } })

      response.assertStatus(200)
      assert.deepEqual(names(requests, response.body()), row.expected)
      const end = Math.max(row.expected.length - 1, 0)
      response.assertHeader('content-range', `requests 0-${end}/${row.expected.length}`)
    })

  test('q is folded as the workers search: {q}')
    .with([
      { q: 'lodz', expected: ['Łódź Żuraw Transport'] },
      { q: 'zolc', expected: ['Żółć Cargo'] },
      { q: 'ŻURAW', expected: ['Łódź Żuraw Transport'] },
      { q: 'cargo', expected: ['Żółć Cargo'] },
    ])
    .run(async ({ client, assert }, row) => {
      const reference = await seedReferenceData()
      for (const name of ['Łódź Żuraw Transport', 'Żółć Cargo', 'Alfa Logistics']) {
        const user = await createCustomer({ company: await CompanyFactory.merge({ name }).create() })
        await createWorkerRequest(user, { lines: [{ country: reference.country('FR') }] })
      }
      const admin = await createAdmin()

      const response = await list(client, admin, { filter: { q: row.q, status: 'all' } })

      response.assertStatus(200)
      assert.deepEqual(
        (response.body() as { companyName: string }[]).map((request) => request.companyName),
        row.expected
      )
    })

  test('q finds a request by the beginning of its {title}')
    .with([
      { title: 'VAT number', pick: (request: WorkerRequest) => request.company.vatNumber.slice(0, 6) },
      {
        title: 'payment reference',
        pick: (request: WorkerRequest) => request.paymentReference.slice(0, 12).toLowerCase(),
      },
      { title: 'request id', pick: (request: WorkerRequest) => request.requestId.slice(0, 8) },
    ])
    .run(async ({ client, assert }, row) => {
      const admin = await createAdmin()
      const { requests } = await fiveRequests()
      await requests.bravo.load('company')

      const response = await list(client, admin, { filter: { q: row.pick(requests.bravo), status: 'all' } })

      response.assertStatus(200)
      assert.include(names(requests, response.body()), 'bravo')
    })

  test('a renamed company is sorted and found by its new name at once', async ({ client, assert }) => {
    const admin = await createAdmin()
    const { requests } = await fiveRequests()
    await requests.alfa.load('company')
    const company = requests.alfa.company

    const renamed = await client
      .put(`/en/api/admin/companies/${company.id}`)
      .json({
        name: 'Zulu Haulage',
        vatNumber: company.vatNumber,
        address: {
          addressLines: [company.addressLine1, company.addressLine2 ?? ''],
          postalCode: company.postalCode,
          city: company.city,
          countryCode: company.countryCode,
        },
        web: null,
        siret: null,
      })
      .withCsrfToken()
      .loginAs(admin)
    renamed.assertStatus(200)

    const sorted = await list(client, admin)
    assert.deepEqual(names(requests, sorted.body()), ['bravo', 'echo', 'alfa'])
    assert.equal(sorted.body()[2].companyName, 'Zulu Haulage')
    const found = await list(client, admin, { filter: { q: 'zulu' } })
    assert.deepEqual(names(requests, found.body()), ['alfa'])
    const old = await list(client, admin, { filter: { q: 'alfa logistics' } })
    assert.deepEqual(old.body(), [])
  })
})
