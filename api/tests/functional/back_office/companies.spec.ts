import type { AdminColumnAnswer, AdminCompanyAnswer, AdminCompanyDetailAnswer } from '@posted-workers/domain'
import { test } from '@japa/runner'
import AuditLog from '#models/audit_log'
import Company from '#models/company'
import { commitEachTest, isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import { inDays, uniqueVatNumber, withWrongCheckDigit } from '#tests/helpers/purchase'
import { contractsFixture, listCall } from '#tests/functional/back_office/back_office_fixtures'
import { companyRows, readCompanyFilter, type ContractConditionPlan } from '#services/companies/company_list'
import { todayUtc } from '#services/contracts/contract_term'

const PATH = '/en/api/admin/companies'

function editBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Łódź Żuraw Transport sp. z o.o.',
    vatNumber: uniqueVatNumber(),
    address: {
      addressLines: ['ul. Piotrkowska 1', 'lok. 2'],
      postalCode: '90-001',
      city: 'Łódź',
      countryCode: 'PL',
    },
    web: 'https://zuraw.example.pl',
    siret: null,
    ...overrides,
  }
}

test.group('Back-office | companies', (group) => {
  isolateEachTest(group)

  test('anonymous 401 and customer 403 on every call', async ({ client }) => {
    const { companies } = await contractsFixture()
    const customer = companies.lodz.user
    const id = companies.lodz.company.id
    for (const request of [
      () => client.get(PATH),
      () => client.get(`${PATH}/fields`),
      () => client.get(`${PATH}/${id}`),
      () => client.put(`${PATH}/${id}`).json(editBody()).withCsrfToken(),
    ]) {
      ;(await request()).assertStatus(401)
      ;(await request().loginAs(customer)).assertStatus(403)
    }
  })

  test('the list: sorted by name, with the running contracts, promo code and first customer', async ({
    client,
    assert,
  }) => {
    const { companies } = await contractsFixture()
    const admin = await createAdmin()

    const response = await listCall(client, PATH, admin, { range: [0, 24] })

    response.assertStatus(200)
    const rows = response.body() as AdminCompanyAnswer[]
    assert.equal(rows[0].name, 'Alpha Cargo')
    const lodz = rows.find((row) => row.id === companies.lodz.company.id)
    assert.containsSubset(lodz, {
      name: 'Łódź Żuraw Transport',
      vatNumber: companies.lodz.company.vatNumber,
      migratedToMobilityPacket: companies.lodz.company.migratedToMobilityPacket,
      activeCountries: ['EU', 'FR'],
      activeContracts: [
        { countryCode: 'EU', allowedNumberOfWorkers: null, endDate: inDays(65), promoCode: null },
        { countryCode: 'FR', allowedNumberOfWorkers: null, endDate: inDays(162), promoCode: 'PROMO65' },
      ],
      activeContractEnd: inDays(162),
      activePromoCode: 'PROMO65',
      customerEmail: companies.lodz.user.email,
      customerPhone: '+48601000111',
    })
    const alpha = rows.find((row) => row.id === companies.alpha.company.id)
    assert.containsSubset(alpha, { activeCountries: [], activeContractEnd: null, activePromoCode: null })
  })

  test('filters: {title}')
    .with([
      { title: 'promo code', filter: { promoCode: 'PROMO65' }, expected: ['lodz'] },
      { title: 'countries', filter: { representativeCountries: ['IT', 'BE'] }, expected: ['alpha', 'bravo'] },
      {
        title: 'contract start between',
        filter: { startDateFrom: inDays(-10), startDateTo: inDays(0) },
        expected: ['zulu'],
      },
      {
        title: 'contract end between',
        filter: { endDateFrom: inDays(60), endDateTo: inDays(70) },
        expected: ['lodz'],
      },
      {
        title: 'one contract meets all',
        filter: { representativeCountries: ['FR'], endDateFrom: inDays(160), endDateTo: inDays(170) },
        expected: ['lodz'],
      },
      {
        title: 'bad values ignored',
        filter: { name: 7, startDateFrom: '2026-13-01', representativeCountries: 'FR' },
        expected: ['alpha', 'bravo', 'lodz', 'zulu'],
      },
    ] as const)
    .run(async ({ client, assert }, { filter, expected }) => {
      const { companies } = await contractsFixture()
      const admin = await createAdmin()
      const response = await listCall(client, PATH, admin, { filter })
      response.assertStatus(200)
      const mine = new Set(Object.values(companies).map(({ company }) => company.id))
      const ids = (response.body() as AdminCompanyAnswer[]).map((row) => row.id).filter((id) => mine.has(id))
      assert.sameMembers(
        ids,
        expected.map((name) => companies[name].company.id)
      )
      // Both ways of reading the contract conditions keep the same companies in the same order (company_list.ts):
      // the list reads company by company from PROBE_FROM_MATCHES matches on, which no fixture here reaches.
      const read = (plan: ContractConditionPlan) =>
        companyRows(readCompanyFilter(filter), { field: 'name', direction: 'asc' }, todayUtc(), plan)
      const [joined, probed] = await Promise.all([read('join'), read('probe')])
      assert.deepEqual(
        probed.map((row) => row.id),
        joined.map((row) => row.id)
      )
    })

  test('the fields: the extra columns the back-office renders', async ({ client, assert }) => {
    const admin = await createAdmin()
    const response = await client.get(`${PATH}/fields`).loginAs(admin)
    response.assertStatus(200)
    const sources = (response.body().fields as AdminColumnAnswer[]).map((field) => field.source)
    assert.includeMembers(sources, [
      'vatNumber',
      'activeCountries',
      'activeContracts',
      'activePromoCode',
      'activeContractEnd',
      'customerEmail',
      'customerPhone',
    ])
    assert.containsSubset(response.body().fields[0], {
      source: 'vatNumber',
      sortable: true,
      type: 'vatNumber',
    })
  })

  test('show: the company, its users, contracts, requests and invoices; unknown id 404', async ({
    client,
    assert,
  }) => {
    const { companies, invoice, contracts } = await contractsFixture()
    const admin = await createAdmin()

    const response = await client.get(`${PATH}/${companies.lodz.company.id}`).loginAs(admin)

    response.assertStatus(200)
    const body = response.body() as AdminCompanyDetailAnswer
    assert.equal(body.name, 'Łódź Żuraw Transport')
    assert.lengthOf(body.users, 1)
    assert.equal(body.users[0].login, companies.lodz.user.login)
    assert.sameMembers(
      body.contracts.map((contract) => contract.id),
      [contracts.lodzFr.id, contracts.lodzEuOld.id, contracts.lodzEuNew.id]
    )
    assert.lengthOf(body.requests, 1)
    assert.deepEqual(
      body.invoices.map((row) => row.number),
      [invoice.number]
    )
    ;(await client.get(`${PATH}/999999`).loginAs(admin)).assertStatus(404)
  })

  test('edit: name, address, new VAT number checked again, web, SIRET; audited with before and after', async ({
    client,
    assert,
  }) => {
    const { companies } = await contractsFixture()
    const admin = await createAdmin()
    const body = editBody()
    const id = companies.lodz.company.id

    const response = await client.put(`${PATH}/${id}`).json(body).withCsrfToken().loginAs(admin)

    response.assertStatus(200)
    assert.containsSubset(response.body(), {
      name: body.name,
      vatNumber: body.vatNumber,
      web: 'https://zuraw.example.pl',
      address: {
        addressLines: ['ul. Piotrkowska 1', 'lok. 2'],
        postalCode: '90-001',
        city: 'Łódź',
        countryCode: 'PL',
      },
    })
    const company = await Company.findOrFail(id)
    assert.equal(company.vatNumber, body.vatNumber)
    assert.include(['valid', 'unverified'], company.vatStatus)
    assert.isNotNull(company.vatCheckedAt)
    const audit = await AuditLog.query().where('action', 'company.update').firstOrFail()
    assert.equal((audit.payload as { before: { name: string } }).before.name, 'Łódź Żuraw Transport')
    assert.equal((audit.payload as { after: { name: string } }).after.name, body.name)
  })

  test('edit refused with 422 and nothing changes: {title}')
    .with([
      { title: 'empty name', body: () => editBody({ name: '' }), field: 'name' },
      {
        title: 'wrong check digit',
        body: () => editBody({ vatNumber: withWrongCheckDigit(uniqueVatNumber()) }),
        field: 'vatNumber',
      },
      {
        title: 'a VAT number another company holds',
        body: () => editBody({ vatNumber: 'TAKEN' }),
        field: 'vatNumber',
      },
      {
        title: 'unknown country',
        body: () =>
          editBody({ address: { addressLines: ['x'], postalCode: '1', city: 'c', countryCode: 'US' } }),
        field: 'address.countryCode',
      },
      { title: 'bad SIRET', body: () => editBody({ siret: '123' }), field: 'siret' },
      { title: 'not an object', body: () => [1, 2], field: 'name' },
    ])
    .run(async ({ client, assert }, { body, field }) => {
      const { companies } = await contractsFixture()
      const admin = await createAdmin()
      const sent = body() as Record<string, unknown>
      if (sent.vatNumber === 'TAKEN') sent.vatNumber = companies.alpha.company.vatNumber
      const before = (await Company.findOrFail(companies.lodz.company.id)).toJSON()

      const response = await client
        .put(`${PATH}/${companies.lodz.company.id}`)
        .json(sent)
        .withCsrfToken()
        .loginAs(admin)

      response.assertStatus(422)
      assert.include(
        (response.body().errors as { field?: string }[]).map((error) => error.field),
        field
      )
      assert.deepEqual((await Company.findOrFail(companies.lodz.company.id)).toJSON(), before)
    })

  test('a customer cannot edit their own company through the back-office call', async ({
    client,
    assert,
  }) => {
    const customer = await createCustomer()
    const response = await client
      .put(`${PATH}/${customer.companyId}`)
      .json(editBody())
      .withCsrfToken()
      .loginAs(customer)
    response.assertStatus(403)
    assert.notEqual((await Company.findOrFail(customer.companyId!)).name, editBody().name)
  })
})

/** The name search reads a FULLTEXT index, which sees committed rows only: these tests commit. */
test.group('Back-office | companies search', (group) => {
  commitEachTest(group)

  test('filter {title}')
    .with([
      { title: 'name, a word', filter: { name: 'cargo' }, expected: ['alpha'] },
      { title: 'name, the beginning of a word, any case', filter: { name: 'ŻURA' }, expected: ['lodz'] },
      { title: 'q, two words', filter: { q: 'zulu logistics' }, expected: ['zulu'] },
      { title: 'name, a short text anywhere', filter: { name: 'go' }, expected: ['alpha'] },
      { title: 'name, not inside a word', filter: { name: 'argo' }, expected: [] },
    ] as const)
    .run(async ({ client, assert }, { filter, expected }) => {
      const { companies } = await contractsFixture()
      const admin = await createAdmin()
      const response = await listCall(client, PATH, admin, { filter })
      response.assertStatus(200)
      const ids = (response.body() as AdminCompanyAnswer[]).map((row) => row.id)
      assert.sameMembers(
        ids,
        expected.map((name) => companies[name].company.id)
      )
    })

  test('folded as the workers search: {title}')
    .with([
      { title: '"lodz" finds Łódź', filter: { name: 'lodz' }, expected: ['lodz'] },
      { title: '"ZOLC" finds Żółć', filter: { name: 'ZOLC' }, expected: ['alpha'] },
      { title: 'q, two words typed with their accents', filter: { q: 'ŁÓDŹ żuraw' }, expected: ['lodz'] },
      { title: 'a plain word', filter: { name: 'cargo' }, expected: ['alpha'] },
      { title: 'a short text anywhere, folded too', filter: { name: 'Ło' }, expected: ['lodz', 'zulu'] },
    ] as const)
    .run(async ({ client, assert }, { filter, expected }) => {
      const { companies } = await contractsFixture()
      // Renamed through the model, as the companies screen does: the folded copy follows the name.
      await companies.alpha.company.merge({ name: 'Żółć Cargo' }).save()
      const admin = await createAdmin()
      const response = await listCall(client, PATH, admin, { filter })
      response.assertStatus(200)
      assert.sameMembers(
        (response.body() as AdminCompanyAnswer[]).map((row) => row.id),
        expected.map((name) => companies[name].company.id)
      )
    })
})
