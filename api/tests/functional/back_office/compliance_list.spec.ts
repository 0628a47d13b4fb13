import type { AdminComplianceAnswer } from '@posted-workers/domain'
import { test } from '@japa/runner'
import Worker from '#models/worker'
import WorkerDocument from '#models/worker_document'
import { addDays } from '#services/contracts/contract_term'
import { commitEachTest, isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import { listCall } from '#tests/functional/back_office/back_office_fixtures'
import { COMPLIANCE, complianceFixture } from '#tests/functional/back_office/compliance_fixtures'

type Fixture = Awaited<ReturnType<typeof complianceFixture>>
type Posting = keyof Fixture['postings']

/** The postings of a page, by their fixture names. */
function named(fixture: Fixture, rows: AdminComplianceAnswer[]) {
  const names = new Map(Object.entries(fixture.postings).map(([name, worker]) => [worker.id, name]))
  return rows.map((row) => names.get(row.id))
}

test.group('Back-office | compliance list', (group) => {
  isolateEachTest(group)

  test('anonymous 401, customer 403', async ({ client }) => {
    const customer = await createCustomer()
    ;(await client.get(COMPLIANCE)).assertStatus(401)
    ;(await client.get(COMPLIANCE).loginAs(customer)).assertStatus(403)
  })

  test('the postings of running and scheduled contracts not ready, oldest gap first, expiring last', async ({
    client,
    assert,
  }) => {
    const fixture = await complianceFixture()
    const { today, postings, companies, contracts } = fixture
    const admin = await createAdmin()

    const response = await listCall(client, COMPLIANCE, admin)

    response.assertStatus(200)
    response.assertHeader('content-range', 'compliance 0-3/4')
    const rows = response.body() as AdminComplianceAnswer[]
    assert.deepEqual(named(fixture, rows), ['nowak', 'wisniewski', 'kowalski', 'zajac'])
    assert.deepEqual(rows[0], {
      id: postings.nowak.id,
      companyId: companies.alpha.id,
      companyName: 'Alpha Cargo',
      driverId: postings.nowak.driverId,
      driverName: 'Adam Nowak',
      countryCode: 'DE',
      contractId: contracts.alphaDe.id,
      startDate: addDays(today, -60),
      endDate: addDays(today, 120),
      readiness: 'not_ready',
      missing: ['POSTING_DECLARATION', 'A1', 'DRIVING_LICENCE', 'DRIVER_CARD', 'WORK_CONTRACT'],
      expiring: [],
      notReadySince: addDays(today, -40),
      certificateUrl: `/en/api/eurofiscalis/workers/company/${companies.alpha.id}/worker/${postings.nowak.id}/certificate`,
      packUrl: `/en/api/eurofiscalis/workers/company/${companies.alpha.id}/worker/${postings.nowak.id}/roadsidePack`,
    })
    assert.containsSubset(rows[1], {
      driverName: 'Piotr Wiśniewski',
      missing: ['A1'],
      notReadySince: addDays(today, -4),
    })
    // A scheduled contract's postings are judged on its first day.
    assert.containsSubset(rows[2], { contractId: contracts.zuluNlNext.id, notReadySince: addDays(today, 20) })
    assert.deepEqual(rows[3].expiring, [{ category: 'A1', validUntil: addDays(today, 10) }])
    assert.containsSubset(rows[3], { readiness: 'expiring', missing: [], notReadySince: null })
  })

  test('filter {title}')
    .with([
      {
        title: 'state: not ready',
        filter: { readiness: 'not_ready' },
        expected: ['nowak', 'wisniewski', 'kowalski'],
      },
      { title: 'state: expiring', filter: { readiness: 'expiring' }, expected: ['zajac'] },
      { title: 'state: ready', filter: { readiness: 'ready' }, expected: ['ready'] },
      {
        title: 'an unknown state is ignored',
        filter: { readiness: 'asleep' },
        expected: ['nowak', 'wisniewski', 'kowalski', 'zajac'],
      },
      { title: 'country', filter: { countryCode: 'NL' }, expected: ['wisniewski', 'kowalski'] },
      {
        title: 'country in lower case, or as a list',
        filter: { countryCode: ['de'] },
        expected: ['nowak', 'zajac'],
      },
      { title: 'a country without postings', filter: { countryCode: 'FR' }, expected: [] },
      {
        title: 'state and country',
        filter: { countryCode: 'DE', readiness: 'not_ready' },
        expected: ['nowak'],
      },
      {
        title: 'a search too short for the index (LIKE)',
        filter: { q: 'zu' },
        expected: ['wisniewski', 'kowalski', 'zajac'],
      },
      {
        title: 'values of the wrong shape are ignored',
        filter: {
          companyId: { id: 1 },
          countryCode: 42,
          readiness: ['expiring'],
          q: 7,
          companyName: 'x'.repeat(500),
        },
        expected: ['nowak', 'wisniewski', 'kowalski', 'zajac'],
      },
    ] as { title: string; filter: Record<string, unknown>; expected: Posting[] }[])
    .run(async ({ client, assert }, { filter, expected }) => {
      const fixture = await complianceFixture()
      const admin = await createAdmin()

      const response = await listCall(client, COMPLIANCE, admin, { filter })

      response.assertStatus(200)
      assert.deepEqual(named(fixture, response.body()), expected)
      assert.equal(response.header('content-range')?.split('/')[1], String(expected.length))
    })

  test("a company's page: every state of its live postings, the ready ones too, never an ended contract's", async ({
    client,
    assert,
  }) => {
    const fixture = await complianceFixture()
    const admin = await createAdmin()

    const response = await listCall(client, COMPLIANCE, admin, {
      filter: { companyId: fixture.companies.alpha.id, readiness: 'all' },
    })

    response.assertStatus(200)
    assert.sameMembers(named(fixture, response.body()), ['nowak', 'ready'])
  })

  test('filter by company id', async ({ client, assert }) => {
    const fixture = await complianceFixture()
    const admin = await createAdmin()

    const byNumber = await listCall(client, COMPLIANCE, admin, {
      filter: { companyId: fixture.companies.zulu.id },
    })
    const byText = await listCall(client, COMPLIANCE, admin, {
      filter: { companyId: String(fixture.companies.alpha.id) },
    })

    assert.deepEqual(named(fixture, byNumber.body()), ['wisniewski', 'kowalski', 'zajac'])
    assert.deepEqual(named(fixture, byText.body()), ['nowak'])
  })

  test('sort by {field} {order}')
    .with([
      { field: 'notReadySince', order: 'DESC', expected: ['kowalski', 'wisniewski', 'nowak', 'zajac'] },
      { field: 'companyName', order: 'ASC', expected: ['nowak', 'wisniewski', 'zajac', 'kowalski'] },
      { field: 'companyName', order: 'DESC', expected: ['wisniewski', 'zajac', 'kowalski', 'nowak'] },
      { field: 'driverName', order: 'ASC', expected: ['kowalski', 'nowak', 'wisniewski', 'zajac'] },
      { field: 'driverName', order: 'DESC', expected: ['zajac', 'wisniewski', 'nowak', 'kowalski'] },
      { field: 'countryCode', order: 'ASC', expected: ['nowak', 'zajac', 'wisniewski', 'kowalski'] },
      { field: 'countryCode', order: 'DESC', expected: ['wisniewski', 'kowalski', 'nowak', 'zajac'] },
      // Not a sort of the list: the default.
      {
        field: 'workers.id; DROP TABLE workers',
        order: 'ASC',
        expected: ['nowak', 'wisniewski', 'kowalski', 'zajac'],
      },
    ] as { field: string; order: string; expected: Posting[] }[])
    .run(async ({ client, assert }, { field, order, expected }) => {
      const fixture = await complianceFixture()
      const admin = await createAdmin()

      const response = await listCall(client, COMPLIANCE, admin, { sort: [field, order] })

      response.assertStatus(200)
      assert.deepEqual(named(fixture, response.body()), expected)
    })

  test('pages with the total; an unreadable range is the first page', async ({ client, assert }) => {
    const fixture = await complianceFixture()
    const admin = await createAdmin()

    const second = await listCall(client, COMPLIANCE, admin, { range: [1, 2] })
    const beyond = await listCall(client, COMPLIANCE, admin, { range: [10, 19] })
    const unreadable = await client
      .get(COMPLIANCE)
      .qs({ range: '[oops', filter: '{', sort: '"x"' })
      .loginAs(admin)

    second.assertHeader('content-range', 'compliance 1-2/4')
    assert.deepEqual(named(fixture, second.body()), ['wisniewski', 'kowalski'])
    beyond.assertHeader('content-range', 'compliance 10-10/4')
    assert.deepEqual(beyond.body(), [])
    unreadable.assertStatus(200)
    unreadable.assertHeader('content-range', 'compliance 0-3/4')
  })

  test('a readiness that lapsed as days passed is judged again before the list is read', async ({
    client,
    assert,
  }) => {
    const fixture = await complianceFixture()
    const { today, postings } = fixture
    const admin = await createAdmin()
    await listCall(client, COMPLIANCE, admin)
    // As the days pass: the ready driver's A1 ended yesterday, and his stored readiness held until then.
    await WorkerDocument.query()
      .where('driver_id', postings.ready.driverId)
      .where('category', 'A1')
      .update({ valid_until: addDays(today, -1) })
    await Worker.query()
      .where('id', postings.ready.id)
      .update({ readiness_valid_through: addDays(today, -1) })

    const response = await listCall(client, COMPLIANCE, admin, {
      filter: { companyId: fixture.companies.alpha.id },
    })

    assert.deepEqual(named(fixture, response.body()), ['nowak', 'ready'])
    assert.containsSubset(response.body()[1], {
      readiness: 'not_ready',
      missing: ['A1'],
      notReadySince: today,
    })
  })
})

/** The company search reads a FULLTEXT index, which sees committed rows only: these tests commit. */
test.group('Back-office | compliance list search', (group) => {
  commitEachTest(group)

  test('the company name {$self} finds its postings, folded as the other lists fold it')
    .with(['lodz', 'ŁÓDŹ żuraw', 'Zuraw'])
    .run(async ({ client, assert }, search) => {
      const fixture = await complianceFixture({ alpha: 'Alpha Cargo', zulu: 'Łódź Żuraw Transport' })
      const admin = await createAdmin()

      const byQ = await listCall(client, COMPLIANCE, admin, { filter: { q: search } })
      const byName = await listCall(client, COMPLIANCE, admin, { filter: { companyName: search } })

      assert.deepEqual(named(fixture, byQ.body()), ['wisniewski', 'kowalski', 'zajac'])
      assert.deepEqual(named(fixture, byName.body()), ['wisniewski', 'kowalski', 'zajac'])
    })
})
