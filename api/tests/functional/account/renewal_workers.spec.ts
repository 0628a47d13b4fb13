import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import Worker from '#models/worker'
import WorkerDocument from '#models/worker_document'
import WorkerContract from '#models/worker_contract'
import WorkerRequest from '#models/worker_request'
import { validateRequestInTransaction } from '#services/requests/validate_request'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin } from '#tests/helpers/users'
import { createDocument, createWorker } from '#tests/functional/workers/worker_fixtures'
import {
  account,
  customerWithContracts,
  post,
  renewalBody,
  row,
} from '#tests/functional/account/account_fixtures'

const renewPath = (companyId: number) => `${account(companyId)}/renewContract`

/** The postings of a contract with their drivers, by name. */
async function workersOf(contract: WorkerContract) {
  const workers = await Worker.query().where('worker_contract_id', contract.id).preload('driver')
  return workers.sort((a, b) => a.driver.identityKey.localeCompare(b.driver.identityKey))
}

async function renewalOf(requestId: string, source: WorkerContract) {
  const request = await WorkerRequest.findByOrFail('request_id', requestId)
  return { request, renewed: () => WorkerContract.findByOrFail('renewed_from_contract_id', source.id) }
}

test.group('Account | a renewal keeps the drivers', (group) => {
  isolateEachTest(group)
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('the drivers of the renewed contract are posted on the new one: the same people, no file copied', async ({
    client,
    assert,
  }) => {
    const { user, company, contracts } = await customerWithContracts([{ country: 'FR', daysAgo: 170 }])
    const [france] = contracts
    const anna = await createWorker(france, { firstName: 'Anna', lastName: 'Nowak' })
    const jan = await createWorker(france, { firstName: 'Jan', lastName: 'Kowalski' })
    const a1 = await createDocument(anna, { fileName: 'A1 Nowak.pdf', category: 'A1' })
    await drive.use().put(a1.fileKey, '%PDF-1.4 A1')

    const response = await post(client, user, renewPath(company.id), renewalBody([row('FR', 'w|4', 5)]))
    response.assertStatus(200)
    const { request, renewed } = await renewalOf(response.body().requestId, france)
    await db.transaction((trx) => validateRequestInTransaction(request.id, {}, trx))

    const postings = await workersOf(await renewed())
    assert.deepEqual(
      postings.map((worker) => [worker.driverId, worker.carriedFromWorkerId]),
      [
        [jan.driverId, jan.id],
        [anna.driverId, anna.id],
      ]
    )
    assert.deepEqual(
      (await WorkerDocument.all()).map((document) => document.id),
      [a1.id]
    )
    // The old contract keeps its own postings, as its history.
    assert.lengthOf(await workersOf(france), 2)

    // Validating again posts nobody twice.
    await db.transaction((trx) => validateRequestInTransaction(request.id, {}, trx))
    assert.lengthOf(await workersOf(await renewed()), 2)
  })

  test('an admin renewing for fewer drivers carries over as many as the new allowance, by name', async ({
    client,
    assert,
  }) => {
    const { company, contracts } = await customerWithContracts([{ country: 'FR', daysAgo: 170, allowed: 3 }])
    const [france] = contracts
    for (const lastName of ['Zieliński', 'Adamski', 'Nowak']) await createWorker(france, { lastName })
    const admin = await createAdmin()

    const response = await post(client, admin, renewPath(company.id), renewalBody([row('FR', 'w|4', 2)]))
    response.assertStatus(200)
    const { request, renewed } = await renewalOf(response.body().requestId, france)
    await db.transaction((trx) => validateRequestInTransaction(request.id, {}, trx))

    assert.deepEqual(
      (await workersOf(await renewed())).map((worker) => worker.driver.lastName),
      ['Adamski', 'Nowak']
    )
  })

  test('a rolled-back validation posts nobody', async ({ client, assert }) => {
    const { user, company, contracts } = await customerWithContracts([{ country: 'FR', daysAgo: 170 }])
    const [france] = contracts
    await createWorker(france)

    const response = await post(client, user, renewPath(company.id), renewalBody([row('FR', 'w|4', 5)]))
    const { request } = await renewalOf(response.body().requestId, france)
    const failure = new Error('the payment notification failed after validating')
    await assert.rejects(
      () =>
        db.transaction(async (trx) => {
          await validateRequestInTransaction(request.id, {}, trx)
          throw failure
        }),
      failure.message
    )

    assert.equal(
      await Worker.query()
        .where('company_id', company.id)
        .count('* as n')
        .then((r) => Number(r[0].$extras.n)),
      1
    )
  })
})
