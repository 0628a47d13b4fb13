import { SEARCH_COUNT_CAP, type AdminContractAnswer } from '@posted-workers/domain'
import { test } from '@japa/runner'
import { commitEachTest, isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import { inDays } from '#tests/helpers/purchase'
import {
  contractsFixture,
  endedContractsOfAlpha,
  listCall,
} from '#tests/functional/back_office/back_office_fixtures'
import {
  contractIdPage,
  countContracts,
  countryWalk,
  listContracts,
  planNameSearch,
  readContractFilter,
} from '#services/contracts/contract_list'
import { todayUtc } from '#services/contracts/contract_term'

const PATH = '/en/api/admin/workerContracts'

test.group('Back-office | worker contracts list', (group) => {
  isolateEachTest(group)

  test('anonymous 401, customer 403', async ({ client }) => {
    const customer = await createCustomer()
    ;(await client.get(PATH)).assertStatus(401)
    ;(await client.get(PATH).loginAs(customer)).assertStatus(403)
  })

  test('pages every contract sorted by company name with the total, each row complete', async ({
    client,
    assert,
  }) => {
    const { contracts, invoice } = await contractsFixture()
    const admin = await createAdmin()

    const response = await listCall(client, PATH, admin, { range: [0, 49] })

    response.assertStatus(200)
    assert.equal(response.header('content-range'), 'workerContracts 0-7/8')
    const rows = response.body() as AdminContractAnswer[]
    // Where Ł sorts among Latin letters is the database collation's choice: the test does not pin it.
    assert.deepEqual(
      rows.slice(0, 4).map((row) => row.companyName),
      ['Alpha Cargo', 'Bravo Freight', 'Bravo Freight', 'Bravo Freight']
    )
    assert.lengthOf(
      rows.filter((row) => row.companyName === 'Łódź Żuraw Transport'),
      3
    )
    const lodzFr = rows.find((row) => row.id === contracts.lodzFr.id)!
    assert.containsSubset(lodzFr, {
      countryCode: 'FR',
      allowedNumberOfWorkers: null,
      startDate: inDays(-20),
      endDate: inDays(162),
      remainingDays: 163,
      status: 'active',
      promoCode: 'PROMO65',
      totalAmountCents: 47400,
      requestType: 'creation',
      latestInvoice: {
        number: invoice.number,
        date: invoice.issueDate,
        amountWithoutTaxCents: invoice.amountWithoutTaxCents,
      },
    })
    const status = (id: number) => rows.find((row) => row.id === id)!.status
    assert.equal(status(contracts.bravoAt.id), 'expiring')
    assert.equal(status(contracts.bravoItNext.id), 'scheduled')
    assert.equal(status(contracts.alphaBe.id), 'expired')
    assert.equal(status(contracts.lodzEuOld.id), 'expired')
    assert.equal(rows.find((row) => row.id === contracts.zuluFr.id)!.allowedNumberOfWorkers, 5)
  })

  test('beyond the count cap the total is unknown and the page says whether another follows', async ({
    assert,
  }) => {
    await contractsFixture()
    const page = (offset: number) => ({
      filter: {},
      sort: { field: 'companyName', direction: 'asc' as const },
      offset,
      limit: 3,
    })

    // 8 contracts, counted up to 5: more than that, so no total.
    const first = await listContracts(page(0), todayUtc(), 5)
    assert.isNull(first.total)
    assert.lengthOf(first.rows, 3)
    assert.isTrue(first.hasNextPage)
    const last = await listContracts(page(6), todayUtc(), 5)
    assert.deepEqual([last.total, last.rows.length, last.hasNextPage], [null, 2, false])
    // Counted up to 8 or more: the exact total.
    const counted = await listContracts(page(0), todayUtc(), 8)
    assert.deepEqual([counted.total, counted.hasNextPage], [8, true])
    assert.deepEqual(
      first.rows.map((row) => row.id),
      counted.rows.map((row) => row.id)
    )
  })

  test('a name searched counts its matches up to the search cap, the list up to the list cap', async ({
    client,
    assert,
  }) => {
    // Alpha Cargo's one contract, and as many ended ones as the search counts.
    await endedContractsOfAlpha(await contractsFixture(), SEARCH_COUNT_CAP)
    const admin = await createAdmin()

    const searched = await listCall(client, PATH, admin, { filter: { companyName: 'alpha' }, range: [0, 24] })
    searched.assertStatus(200)
    assert.equal(searched.header('content-range'), 'workerContracts 0-24/*')
    assert.equal(searched.header('x-has-next-page'), 'true')
    assert.equal(searched.header('x-count-cap'), String(SEARCH_COUNT_CAP))
    // A search under its cap is counted exactly; the list itself, under the list's cap, too.
    const few = await listCall(client, PATH, admin, { filter: { companyName: 'bravo' }, range: [0, 24] })
    assert.equal(few.header('content-range'), 'workerContracts 0-2/3')
    const all = await listCall(client, PATH, admin, { range: [0, 24] })
    assert.equal(all.header('content-range'), `workerContracts 0-24/${SEARCH_COUNT_CAP + 8}`)
    assert.isUndefined(all.header('x-count-cap'))
  })

  test('filters: {title}')
    .with([
      { title: 'promo code', filter: { promoCode: 'PROMO65' }, expected: ['lodzFr'] },
      {
        title: 'countries',
        filter: { representativeCountries: ['BE', 'AT'] },
        expected: ['alphaBe', 'bravoAt'],
      },
      {
        title: 'start between',
        filter: { startDateFrom: inDays(-120), startDateTo: inDays(-100) },
        expected: ['lodzEuNew', 'bravoIt'],
      },
      {
        title: 'end between',
        filter: { endDateFrom: inDays(0), endDateTo: inDays(20) },
        expected: ['bravoAt'],
      },
      {
        title: 'active between',
        filter: { activeDateFrom: inDays(180), activeDateTo: inDays(200) },
        expected: ['bravoItNext'],
      },
      { title: 'no active contract', filter: { hasActiveContract: false }, expected: ['alphaBe'] },
      {
        title: 'an active contract',
        filter: { hasActiveContract: true },
        expected: ['lodzFr', 'lodzEuOld', 'lodzEuNew', 'bravoAt', 'bravoIt', 'bravoItNext', 'zuluFr'],
      },
      {
        title: 'exclude not renewed',
        filter: { excludeNotRenewed: true, representativeCountries: ['BE', 'EU'] },
        expected: ['lodzEuOld', 'lodzEuNew'],
      },
      {
        title: 'excluded VAT numbers',
        filter: { excludedVatNumbers: 'VAT_LODZ, VAT_ALPHA;VAT_BRAVO' },
        expected: ['zuluFr'],
      },
    ])
    .run(async ({ client, assert }, { filter, expected }) => {
      const fixture = await contractsFixture()
      const admin = await createAdmin()
      const vats: Record<string, string> = {
        VAT_LODZ: fixture.companies.lodz.company.vatNumber,
        VAT_ALPHA: fixture.companies.alpha.company.vatNumber,
        VAT_BRAVO: ` ${fixture.companies.bravo.company.vatNumber.toLowerCase()} `,
      }
      const sent = { ...filter } as Record<string, unknown>
      if (typeof sent.excludedVatNumbers === 'string') {
        sent.excludedVatNumbers = sent.excludedVatNumbers.replace(/VAT_\w+/g, (name) => vats[name] ?? name)
      }

      const wanted = expected
        .map((name) => fixture.contracts[name as keyof typeof fixture.contracts].id)
        .sort()
      // Sorted by a contract's column, and by the company's name (read company by company, contract_list.ts).
      for (const sort of [
        ['startDate', 'ASC'],
        ['companyName', 'DESC'],
      ]) {
        const response = await listCall(client, PATH, admin, { filter: sent, sort })

        response.assertStatus(200)
        const ids = (response.body() as AdminContractAnswer[]).map((row) => row.id).sort()
        assert.deepEqual(ids, wanted, String(sort))
        assert.equal(response.header('content-range')?.split('/')[1], String(wanted.length))
      }
    })

  test('contracts running in a range are counted in the order of their end, not their start: {title}')
    .with([
      {
        title: 'active between',
        filter: { activeDateFrom: inDays(-90), activeDateTo: inDays(0) },
        byEnd: true,
      },
      {
        title: 'active between, and a start of their own',
        filter: { activeDateFrom: inDays(-90), activeDateTo: inDays(0), startDateFrom: inDays(-120) },
        byEnd: false,
      },
      { title: 'active until a day', filter: { activeDateTo: inDays(0) }, byEnd: false },
    ])
    .run(async ({ assert }, { filter, byEnd }) => {
      const { contracts } = await contractsFixture()
      const today = todayUtc()
      const read = readContractFilter(filter)
      const count = countContracts(read, today)
      assert.equal(count.toSQL().sql.includes('IGNORE INDEX (worker_contracts_start_date_index)'), byEnd)
      // The same contracts as the page finds.
      const page = await listContracts(
        { filter, sort: { field: 'id', direction: 'asc' }, offset: 0, limit: 50 },
        today
      )
      const [counted] = (await count) as { total: number | string }[]
      assert.equal(Number(counted.total), page.rows.length)
      assert.isAbove(page.rows.length, 0)
      assert.isAtMost(page.rows.length, Object.keys(contracts).length)
    })

  test('sorts by {$self} in both directions')
    .with([
      'countryCode',
      'allowedNumberOfWorkers',
      'startDate',
      'endDate',
      'remainingDays',
      'totalAmountCents',
    ])
    .run(async ({ client, assert }, field) => {
      await contractsFixture()
      const admin = await createAdmin()
      const asc = (await listCall(client, PATH, admin, { sort: [field, 'ASC'] })).body() as Record<
        string,
        string | number | null
      >[]
      const desc = (await listCall(client, PATH, admin, { sort: [field, 'DESC'] })).body() as Record<
        string,
        string | number | null
      >[]
      assert.lengthOf(asc, 8)
      const key = field === 'remainingDays' ? 'endDate' : field
      const values = asc.map((row) => row[key] ?? -1)
      assert.deepEqual(
        values,
        [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      )
      assert.deepEqual(
        desc.map((row) => row[key] ?? -1),
        [...values].reverse()
      )
    })

  test('bad filters are ignored, never a 500: {title}')
    .with([
      {
        title: 'impossible date',
        qs: { filter: JSON.stringify({ startDateFrom: '2026-02-30', endDateTo: 'tomorrow' }) },
      },
      {
        title: 'wrong types',
        qs: {
          filter: JSON.stringify({
            companyName: 42,
            representativeCountries: 'FR',
            hasActiveContract: 'maybe',
            excludedVatNumbers: ['x'],
          }),
        },
      },
      { title: 'not JSON', qs: { filter: '{', sort: 'nope', range: '[x' } },
      { title: 'unknown sort', qs: { sort: JSON.stringify(['password', 'ASC']) } },
      { title: 'huge range', qs: { range: JSON.stringify([0, 1e300]) } },
    ])
    .run(async ({ client, assert }, { qs }) => {
      await contractsFixture()
      const admin = await createAdmin()
      const response = await client.get(PATH).qs(qs).loginAs(admin)
      response.assertStatus(200)
      assert.lengthOf(response.body(), 8)
    })

  test('a company name longer than any is ignored', async ({ client }) => {
    const admin = await createAdmin()
    const response = await client
      .get(PATH)
      .qs({ filter: JSON.stringify({ companyName: 'x'.repeat(5000) }) })
      .loginAs(admin)
    response.assertStatus(200)
  })
})

/** The company name search reads a FULLTEXT index, which sees committed rows only: these tests commit. */
test.group('Back-office | worker contracts, company name search', (group) => {
  commitEachTest(group)

  test('company name {companyName}')
    .with([
      { companyName: 'żuraw', expected: ['lodzFr', 'lodzEuOld', 'lodzEuNew'] },
      { companyName: 'Łódź transp', expected: ['lodzFr', 'lodzEuOld', 'lodzEuNew'] },
      { companyName: 'cargo', expected: ['alphaBe'] },
    ])
    .run(async ({ client, assert }, { companyName, expected }) => {
      const fixture = await contractsFixture()
      const admin = await createAdmin()

      const response = await listCall(client, PATH, admin, { filter: { companyName } })

      response.assertStatus(200)
      const ids = (response.body() as AdminContractAnswer[]).map((row) => row.id).sort()
      const wanted = expected
        .map((name) => fixture.contracts[name as keyof typeof fixture.contracts].id)
        .sort()
      assert.deepEqual(ids, wanted)
    })

  test(
    'a name matching more contracts than are counted walks the list and finds the same: {companyName}, {field}'
  )
    .with([
      { companyName: 'lodz', field: 'startDate', direction: 'desc' },
      { companyName: 'lodz', field: 'companyName', direction: 'asc' },
      { companyName: 'Łódź transp', field: 'endDate', direction: 'asc' },
      { companyName: 'freight', field: 'companyName', direction: 'desc' },
    ] as const)
    .run(async ({ assert }, { companyName, field, direction }) => {
      await contractsFixture()
      const today = todayUtc()
      const query = (offset: number) => ({
        filter: { companyName },
        sort: { field, direction },
        offset,
        limit: 2,
      })
      const ids = (rows: { id: number }[]) => rows.map((row) => row.id)

      // Counted up to 1, the three matches are beyond the count: each contract is asked in the list's order.
      const planned = await planNameSearch(readContractFilter({ companyName }), today, 1)
      assert.equal(planned.filter.namePlan, 'probe')
      assert.equal((await planNameSearch(readContractFilter({ companyName }), today)).filter.namePlan, 'set')
      // A page far into the list is gathered and sorted even so.
      const far = await planNameSearch(readContractFilter({ companyName }), today, 1, 5_000)
      assert.equal(far.filter.namePlan, 'set')

      // Sorted by the company's name, a company's contracts come in no set order: the companies' order is compared.
      const order = (rows: { id: number; companyId: number }[]) =>
        field === 'companyName' ? rows.map((row) => row.companyId) : ids(rows)
      const all: Record<'gathered' | 'walked', number[]> = { gathered: [], walked: [] }
      for (const offset of [0, 2]) {
        const gathered = await listContracts(query(offset), today)
        const walked = await listContracts(query(offset), today, 1)
        assert.deepEqual(order(walked.rows), order(gathered.rows))
        assert.equal(walked.hasNextPage, offset === 0)
        assert.isNull(walked.total)
        assert.equal(gathered.total, 3)
        all.gathered.push(...ids(gathered.rows))
        all.walked.push(...ids(walked.rows))
      }
      assert.sameMembers(all.walked, all.gathered)
    })

  test('sorted by country, {direction}, {title}: walked country by country, the pages are the sorted ones')
    .with([
      { title: 'every country', direction: 'asc', filter: {}, countries: 5 },
      { title: 'every country', direction: 'desc', filter: {}, countries: 5 },
      {
        title: 'IT, EU and FR',
        direction: 'asc',
        filter: { representativeCountries: ['IT', 'EU', 'FR'] },
        countries: 3,
      },
      {
        title: 'IT and EU',
        direction: 'desc',
        filter: { representativeCountries: ['IT', 'EU'] },
        countries: 2,
      },
      {
        title: 'EU, company name lodz',
        direction: 'asc',
        filter: { representativeCountries: ['EU'], companyName: 'lodz' },
        countries: 1,
      },
    ] as const)
    .run(async ({ assert }, { direction, filter, countries }) => {
      await contractsFixture()
      const today = todayUtc()
      const query = (offset: number) => ({
        filter,
        sort: { field: 'countryCode', direction },
        offset,
        limit: 2,
      })
      const ids = (rows: { id: unknown }[]) => rows.map((row) => Number(row.id))
      const sorted: number[] = []
      const walked: number[] = []
      for (const offset of [0, 2, 4, 6, 8]) {
        const parsed = readContractFilter(filter)
        // The ids of the page and one more, as the database sorts them and as the walk finds them.
        const page = ids((await contractIdPage(parsed, query(offset), today)) as { id: unknown }[])
        assert.deepEqual(ids(await countryWalk(parsed, query(offset), today)), page)
        // Through the list: counted up to 1, the matches are beyond the count and the page is walked.
        const listed = await listContracts(query(offset), today, 1)
        assert.deepEqual(ids(listed.rows), page.slice(0, 2))
        assert.equal(listed.hasNextPage, page.length > 2)
        sorted.push(...page.slice(0, 2))
        walked.push(...ids(listed.rows))
      }
      assert.deepEqual(walked, sorted)
      const codes = (await listContracts({ ...query(0), limit: 50 }, today)).rows.map(
        (row) => row.countryCode
      )
      assert.equal(new Set(codes).size, countries)
      assert.deepEqual(
        codes,
        [...codes].sort((a, b) => (direction === 'asc' ? a.localeCompare(b) : b.localeCompare(a)))
      )
    })

  test('company name folded as the workers search: {companyName}')
    .with([
      { companyName: 'lodz', expected: ['lodzFr', 'lodzEuOld', 'lodzEuNew'] },
      { companyName: 'zolc', expected: ['alphaBe'] },
      { companyName: 'ŻÓŁĆ cargo', expected: ['alphaBe'] },
      { companyName: 'freight', expected: ['bravoAt', 'bravoIt', 'bravoItNext'] },
    ] as const)
    .run(async ({ client, assert }, { companyName, expected }) => {
      const fixture = await contractsFixture()
      await fixture.companies.alpha.company.merge({ name: 'Żółć Cargo' }).save()
      const admin = await createAdmin()

      const response = await listCall(client, PATH, admin, { filter: { companyName } })

      response.assertStatus(200)
      assert.sameMembers(
        (response.body() as AdminContractAnswer[]).map((row) => row.id),
        expected.map((name) => fixture.contracts[name].id)
      )
    })
})
