import { test } from '@japa/runner'
import Worker from '#models/worker'
import RepresentativeCountry from '#models/representative_country'
import type WorkerContract from '#models/worker_contract'
import { addDays, todayUtc } from '#services/contracts/contract_term'
import { isolateEachTest } from '#tests/helpers/database'
import { refreshStale } from '#services/drivers/posting_readiness'
import {
  base,
  createContract,
  createDocument,
  createWorker,
  customerWithContract,
  get,
} from '#tests/functional/workers/worker_fixtures'

/** Postings of the company the roster would judge again: lapsed readiness, whatever their contract. */
async function lapsedPostings(companyId: number) {
  const rows = await Worker.query()
    .where('company_id', companyId)
    .where('readiness_valid_through', '<', todayUtc())
    .select('id')
  return rows.map((row) => row.id)
}

/** A posting holding every document the road-transport default asks, the A1 ending on `a1Until`. */
async function postedDriver(contract: WorkerContract, lastName: string, a1Until: string | null) {
  const worker = await createWorker(contract, { lastName })
  const far = addDays(todayUtc(), 900)
  await createDocument(worker, {
    fileName: 'declaration.pdf',
    category: 'POSTING_DECLARATION',
    validUntil: far,
  })
  await createDocument(worker, { fileName: 'licence.pdf', category: 'DRIVING_LICENCE', validUntil: far })
  await createDocument(worker, { fileName: 'card.pdf', category: 'DRIVER_CARD', validUntil: far })
  await createDocument(worker, { fileName: 'contract.pdf', category: 'WORK_CONTRACT' })
  if (a1Until) await createDocument(worker, { fileName: 'a1.pdf', category: 'A1', validUntil: a1Until })
  return worker
}

test.group('Workers | readiness on the contract list', (group) => {
  isolateEachTest(group)

  test('each driver has his readiness and its reason; the list filters on it', async ({ client, assert }) => {
    const { user, company, contract } = await customerWithContract()
    const today = todayUtc()
    await postedDriver(contract, 'Adamski', addDays(today, 200))
    await postedDriver(contract, 'Bielski', addDays(today, 10))
    await postedDriver(contract, 'Cieslak', null)
    const path = `${base(company.id)}/contract/${contract.id}/workers`

    const all = await get(client, user, path)
    const notReady = await get(client, user, `${path}?readiness=not_ready`)
    const unknown = await get(client, user, `${path}?readiness=green`)

    all.assertStatus(200)
    assert.deepEqual(
      all
        .body()
        .workers.map((worker: { lastName: string; readiness: string; missing: string[] }) => [
          worker.lastName,
          worker.readiness,
          worker.missing,
        ]),
      [
        ['Adamski', 'ready', []],
        ['Bielski', 'expiring', []],
        ['Cieslak', 'not_ready', ['A1']],
      ]
    )
    assert.deepEqual(all.body().workers[1].expiring, [{ category: 'A1', validUntil: addDays(today, 10) }])
    assert.deepEqual(
      notReady.body().workers.map((worker: { lastName: string }) => worker.lastName),
      ['Cieslak']
    )
    unknown.assertStatus(422)
    unknown.assertBody({
      errors: [
        { message: 'Choose a readiness from the list: ready, expiring or not ready.', field: 'readiness' },
      ],
    })
  })

  test('a readiness whose day has passed is judged again when read', async ({ client, assert }) => {
    const { user, company, contract } = await customerWithContract()
    const worker = await postedDriver(contract, 'Adamski', addDays(todayUtc(), 200))
    // As stored yesterday by a run that judged it otherwise: lapsed, it is not trusted.
    await Worker.query()
      .where('id', worker.id)
      .update({ readiness: 'not_ready', readiness_valid_through: addDays(todayUtc(), -1) })

    const response = await get(client, user, `${base(company.id)}/contract/${contract.id}/workers`)

    assert.equal(response.body().workers[0].readiness, 'ready')
    await worker.refresh()
    assert.equal(worker.readiness, 'ready')
    assert.equal(worker.readinessValidThrough, addDays(todayUtc(), 200 - 30 - 1))
  })

  test("a readiness that holds to its contract's last day is stored as holding for ever", async ({
    client,
    assert,
  }) => {
    const { user, company, contract } = await customerWithContract()
    const past = await postedDriver(contract, 'Borowski', addDays(contract.endDate, 31))
    const before = await postedDriver(contract, 'Cieślak', addDays(contract.endDate, 29))

    ;(await get(client, user, `${base(company.id)}/contract/${contract.id}/workers`)).assertStatus(200)

    await past.refresh()
    await before.refresh()
    // Expiring from 30 days before the A1's end: the day after the contract's last, then the day before it.
    assert.equal(past.readiness, 'ready')
    assert.equal(past.readinessValidThrough, '9999-12-31')
    assert.equal(before.readiness, 'ready')
    assert.equal(before.readinessValidThrough, addDays(contract.endDate, -2))
  })

  test("an ended contract's lapsed postings are settled as they were on the roster's next read", async ({
    client,
    assert,
  }) => {
    const { user, company, contract } = await customerWithContract()
    const ended = await createContract(company, { expired: true })
    const running = await postedDriver(contract, 'Dudek', addDays(todayUtc(), 200))
    const old = await postedDriver(ended, 'Eder', null)
    // Judged while its contract ran (no A1), lapsed before the end, and never read again while it ran.
    await Worker.query()
      .where('id', old.id)
      .update({ readiness: 'not_ready', readiness_valid_through: addDays(ended.endDate, -10) })
    await Worker.query()
      .where('id', running.id)
      .update({ readiness_valid_through: addDays(todayUtc(), -1) })
    assert.sameMembers(await lapsedPostings(company.id), [old.id, running.id])

    const roster = await client.get(`/en/api/eurofiscalis/company/${company.id}/drivers`).loginAs(user)

    roster.assertStatus(200)
    await old.refresh()
    await running.refresh()
    assert.equal(old.readiness, 'not_ready')
    assert.equal(old.readinessValidThrough, '9999-12-31')
    assert.equal(running.readiness, 'ready')
    assert.equal(running.readinessValidThrough, addDays(todayUtc(), 200 - 30 - 1))
    assert.deepEqual(await lapsedPostings(company.id), [])
    assert.equal(await refreshStale({ companyId: company.id }), 0)
  })

  test("a country's own list of required documents is the one judged", async ({ client, assert }) => {
    const { user, company, contract } = await customerWithContract()
    const worker = await createWorker(contract)
    await createDocument(worker, { category: 'A1', validUntil: addDays(todayUtc(), 100) })
    await RepresentativeCountry.query()
      .where('id', contract.representativeCountryId)
      .update({ required_document_categories: JSON.stringify(['A1']) })
    await Worker.query().where('id', worker.id).update({ readiness_valid_through: '1000-01-01' })

    const response = await get(client, user, `${base(company.id)}/contract/${contract.id}/workers`)

    assert.containsSubset(response.body().workers[0], { readiness: 'ready', missing: [] })
  })
})
