import type { AdminDriverAnswer } from '@posted-workers/domain'
import { test } from '@japa/runner'
import { addDays, todayUtc } from '#services/contracts/contract_term'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createBackOfficeAccountant, createCustomer } from '#tests/helpers/users'
import { listCall } from '#tests/functional/back_office/back_office_fixtures'
import { createWorker, post } from '#tests/functional/workers/worker_fixtures'
import { contractBetween, postedDriver } from '#tests/functional/privacy/privacy_fixtures'

const DRIVERS = '/en/api/admin/drivers'
const today = todayUtc()

/**
 * A company whose drivers stand in every way: Jan Kowalski's contract ended yesterday (two documents), Anna Nowak
 * runs, Piotr Zając is scheduled; another company's driver Ewa Obca must never show.
 */
async function driversFixture() {
  const ended = await postedDriver(addDays(today, -1))
  const running = await contractBetween(ended.company, addDays(today, -10), addDays(today, 30))
  const scheduled = await contractBetween(ended.company, addDays(today, 10), addDays(today, 40))
  const nowak = await createWorker(running, { firstName: 'Anna', lastName: 'Nowak' })
  const zajac = await createWorker(scheduled, { firstName: 'Piotr', lastName: 'Zając' })
  const other = await postedDriver(addDays(today, -1))
  return { ...ended, nowakId: nowak.driverId, zajacId: zajac.driverId, otherCompanyId: other.company.id }
}

test.group('Back-office | a company’s drivers', (group) => {
  isolateEachTest(group)

  test("an admin reads the company's drivers only, by name, with where their postings stand and their calls", async ({
    client,
    assert,
  }) => {
    const fixture = await driversFixture()
    const admin = await createAdmin()

    const response = await listCall(client, DRIVERS, admin, { filter: { companyId: fixture.company.id } })

    response.assertStatus(200)
    response.assertHeader('content-range', 'drivers 0-2/3')
    const rows = response.body() as AdminDriverAnswer[]
    assert.deepEqual(
      rows.map((row) => row.lastName),
      ['Kowalski', 'Nowak', 'Zając']
    )
    const path = `/en/api/eurofiscalis/company/${fixture.company.id}/drivers/${fixture.driverId}`
    assert.deepEqual(rows[0], {
      id: fixture.driverId,
      companyId: fixture.company.id,
      firstName: 'Jan',
      lastName: 'Kowalski',
      dateOfBirth: '1980-05-14',
      countryCodeOfNationality: rows[0].countryCodeOfNationality,
      documents: 2,
      postingState: 'ended',
      lastPostingEnd: addDays(today, -1),
      exportUrl: `${path}/export`,
      eraseUrl: `${path}/erase`,
    })
    assert.match(rows[0].countryCodeOfNationality, /^[A-Z]{2}$/)
    assert.containsSubset(rows[1], { id: fixture.nowakId, postingState: 'running', lastPostingEnd: null })
    assert.containsSubset(rows[2], { id: fixture.zajacId, postingState: 'scheduled', lastPostingEnd: null })
    assert.notInclude(JSON.stringify(rows), 'Obca')
    assert.isTrue(rows.every((row) => row.companyId === fixture.company.id))

    const polish = await listCall(client, '/pl/api/admin/drivers', admin, {
      filter: { companyId: fixture.company.id },
    })
    assert.match((polish.body() as AdminDriverAnswer[])[0].exportUrl, /^\/pl\/api\/eurofiscalis\/company\//)
  })

  test('pages and sorts on the server', async ({ client, assert }) => {
    const fixture = await driversFixture()
    const admin = await createAdmin()
    const filter = { companyId: fixture.company.id }

    const second = await listCall(client, DRIVERS, admin, { filter, range: [1, 1], sort: ['name', 'ASC'] })
    second.assertHeader('content-range', 'drivers 1-1/3')
    assert.deepEqual(
      (second.body() as AdminDriverAnswer[]).map((row) => row.lastName),
      ['Nowak']
    )
    const reversed = await listCall(client, DRIVERS, admin, { filter, range: [0, 1], sort: ['name', 'DESC'] })
    reversed.assertHeader('content-range', 'drivers 0-1/3')
    assert.deepEqual(
      (reversed.body() as AdminDriverAnswer[]).map((row) => row.lastName),
      ['Zając', 'Nowak']
    )
    const beyond = await listCall(client, DRIVERS, admin, { filter, range: [10, 19] })
    beyond.assertStatus(200)
    beyond.assertHeader('content-range', 'drivers 10-10/3')
    assert.deepEqual(beyond.body(), [])
  })

  test('an erased driver is left out, erased through the row’s own call', async ({ client, assert }) => {
    const fixture = await driversFixture()
    const admin = await createAdmin()
    const filter = { companyId: fixture.company.id }
    const [kowalski] = (await listCall(client, DRIVERS, admin, { filter })).body() as AdminDriverAnswer[]

    ;(await post(client, admin, kowalski.eraseUrl)).assertStatus(200)

    const after = await listCall(client, DRIVERS, admin, { filter })
    after.assertHeader('content-range', 'drivers 0-1/2')
    assert.deepEqual(
      (after.body() as AdminDriverAnswer[]).map((row) => row.id),
      [fixture.nowakId, fixture.zajacId]
    )
    assert.notInclude(JSON.stringify(after.body()), `#${fixture.driverId}`)
  })

  test('without a company: 422 with the reason in the caller’s language, whatever the filter holds', async ({
    client,
    assert,
  }) => {
    const admin = await createAdmin()
    for (const filter of [{}, { companyId: 'abc' }, { companyId: -3 }, { companyId: [1] }]) {
      const response = await listCall(client, DRIVERS, admin, { filter })
      response.assertStatus(422)
      assert.deepEqual(response.body().errors, [
        { message: 'Choose the company whose drivers to list.', field: 'companyId' },
      ])
    }
    const french = await listCall(client, '/fr/api/admin/drivers', admin, { filter: {} })
    french.assertStatus(422)
    assert.match(french.body().errors[0].message, /Choisissez l’entreprise/)
    const unreadable = await client.get(DRIVERS).qs({ filter: '{not json' }).loginAs(admin)
    unreadable.assertStatus(422)
  })

  test('a back-office accountant 403 with the reason, a customer 403, anonymous 401', async ({
    client,
    assert,
  }) => {
    const fixture = await driversFixture()
    const filter = { companyId: fixture.company.id }

    const accountant = await listCall(client, DRIVERS, await createBackOfficeAccountant(), { filter })
    accountant.assertStatus(403)
    assert.deepEqual(accountant.body(), {
      errors: [{ message: 'Your back-office role does not allow this. Ask an administrator.' }],
    })
    // Even the owner of the company: the back-office's list is not his.
    ;(await listCall(client, DRIVERS, fixture.user, { filter })).assertStatus(403)
    ;(await listCall(client, DRIVERS, await createCustomer(), { filter })).assertStatus(403)
    ;(await client.get(DRIVERS).qs({ filter: JSON.stringify(filter) })).assertStatus(401)
  })
})
