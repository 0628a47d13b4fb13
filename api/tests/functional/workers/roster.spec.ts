import { test } from '@japa/runner'
import { addDays, todayUtc } from '#services/contracts/contract_term'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin } from '#tests/helpers/users'
import {
  NOT_FOUND,
  createContract,
  createDocument,
  createWorker,
  customerWithContract,
  get,
} from '#tests/functional/workers/worker_fixtures'

const roster = (companyId: number, query = '', lang = 'en') =>
  `/${lang}/api/eurofiscalis/company/${companyId}/drivers${query}`

test.group('Drivers | the roster', (group) => {
  isolateEachTest(group)

  test('each driver once, with every posting and its readiness and the documents of the person', async ({
    client,
    assert,
  }) => {
    const { user, company, contract } = await customerWithContract()
    const other = await createContract(company)
    const ended = await createContract(company, { expired: true })
    const jan = await createWorker(contract, {
      firstName: 'Jan',
      lastName: 'Kowalski',
      dateOfBirth: '1980-05-14',
    })
    await createWorker(other, { driverId: jan.driverId })
    await createWorker(ended, { driverId: jan.driverId })
    await createWorker(contract, { firstName: 'Anna', lastName: 'Zielińska' })
    const a1 = await createDocument(jan, { category: 'A1', validUntil: addDays(todayUtc(), 20) })
    await createDocument(jan, { fileName: 'Umowa.pdf', category: 'WORK_CONTRACT' })

    const response = await get(client, user, roster(company.id))

    response.assertStatus(200)
    const body = response.body()
    assert.containsSubset(body, { total: 2, page: 1, perPage: 25 })
    assert.deepEqual(
      body.drivers.map((driver: { lastName: string }) => driver.lastName),
      ['Kowalski', 'Zielińska']
    )
    const [kowalski] = body.drivers
    assert.containsSubset(kowalski, { id: jan.driverId, firstName: 'Jan', dateOfBirth: '1980-05-14' })
    assert.sameMembers(
      kowalski.postings.map((posting: { contractId: number }) => posting.contractId),
      [contract.id, other.id, ended.id]
    )
    assert.containsSubset(
      kowalski.postings.find((posting: { workerId: number }) => posting.workerId === jan.id),
      {
        contractId: contract.id,
        contractState: 'active',
        readiness: 'not_ready',
        missing: ['POSTING_DECLARATION', 'DRIVING_LICENCE', 'DRIVER_CARD'],
        expiring: [{ category: 'A1', validUntil: addDays(todayUtc(), 20) }],
      }
    )
    // The person's documents in one place; a posting's own are its contract's.
    assert.deepEqual(
      kowalski.documents.map((document: { id: number; scope: string }) => [document.id, document.scope]),
      [[a1.id, 'driver']]
    )
  })

  test('searched without regard to case or accents, one driver, filtered by readiness, paged', async ({
    client,
    assert,
  }) => {
    const { user, company, contract } = await customerWithContract()
    for (const lastName of ['Żuławski', 'Nowak', 'Łódźko', 'Abacki'])
      await createWorker(contract, { lastName })

    const search = await get(client, user, roster(company.id, '?filter=zul'))
    const page = await get(client, user, roster(company.id, '?perPage=2&page=2'))
    const ready = await get(client, user, roster(company.id, '?readiness=ready'))
    const badPage = await get(client, user, roster(company.id, '?perPage=500'))
    const nowak = page.body().drivers[0]
    const one = await get(client, user, roster(company.id, `?driver=${nowak.id}`))

    assert.deepEqual(
      search.body().drivers.map((driver: { lastName: string }) => driver.lastName),
      ['Żuławski']
    )
    assert.containsSubset(page.body(), { total: 4, page: 2, perPage: 2 })
    assert.deepEqual(
      page.body().drivers.map((driver: { lastName: string }) => driver.lastName),
      ['Nowak', 'Żuławski']
    )
    assert.equal(ready.body().total, 0)
    assert.deepEqual(
      one.body().drivers.map((driver: { id: number }) => driver.id),
      [nowak.id]
    )
    badPage.assertStatus(422)
    assert.equal(badPage.body().errors[0].field, 'perPage')
  })

  test("another company's roster answers 404, anonymous 401; an admin reads any", async ({ client }) => {
    const { user } = await customerWithContract()
    const stranger = await customerWithContract()
    await createWorker(stranger.contract)
    const admin = await createAdmin()

    const foreign = await get(client, user, roster(stranger.company.id))
    const anonymous = await get(client, null, roster(stranger.company.id))
    const byAdmin = await get(client, admin, roster(stranger.company.id, '', 'fr'))

    foreign.assertStatus(404)
    foreign.assertBody(NOT_FOUND)
    anonymous.assertStatus(401)
    byAdmin.assertStatus(200)
    byAdmin.assertBodyContains({ total: 1 })
  })
})
