import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import Worker from '#models/worker'
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

async function workersOf(contract: WorkerContract) {
  return Worker.query()
    .where('worker_contract_id', contract.id)
    .preload('documents')
    .orderBy('last_name')
    .orderBy('first_name')
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

  test('the workers of the renewed contract and their documents are copied into the new one', async ({
    client,
    assert,
  }) => {
    const { user, company, contracts } = await customerWithContracts([{ country: 'FR', daysAgo: 170 }])
    const [france] = contracts
    const anna = await createWorker(france, { firstName: 'Anna', lastName: 'Nowak' })
    await createWorker(france, { firstName: 'Jan', lastName: 'Kowalski' })
    const a1 = await createDocument(anna, { fileName: 'A1 Nowak.pdf', category: 'A1' })
    await drive.use().put(a1.fileKey, '%PDF-1.4 A1')

    const response = await post(client, user, renewPath(company.id), renewalBody([row('FR', 'w|4', 5)]))
    response.assertStatus(200)
    const { request, renewed } = await renewalOf(response.body().requestId, france)
    await db.transaction((trx) => validateRequestInTransaction(request.id, {}, trx))

    const copies = await workersOf(await renewed())
    assert.deepEqual(
      copies.map((worker) => [worker.firstName, worker.lastName, worker.documents.length]),
      [
        ['Jan', 'Kowalski', 0],
        ['Anna', 'Nowak', 1],
      ]
    )
    const [copied] = copies[1].documents
    assert.notEqual(copied.fileKey, a1.fileKey)
    assert.equal(await drive.use().get(copied.fileKey), '%PDF-1.4 A1')
    // The old contract keeps its own workers and files, as its history.
    assert.lengthOf(await workersOf(france), 2)
    assert.isTrue(await drive.use().exists(a1.fileKey))

    // Validating again copies nothing twice.
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
      (await workersOf(await renewed())).map((worker) => worker.lastName),
      ['Adamski', 'Nowak']
    )
  })

  test('a rolled-back validation leaves no copied file behind', async ({ client, assert }) => {
    const { user, company, contracts } = await customerWithContracts([{ country: 'FR', daysAgo: 170 }])
    const [france] = contracts
    const worker = await createWorker(france)
    const document = await createDocument(worker)
    await drive.use().put(document.fileKey, '%PDF-1.4')

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

    const keys = await drive.use().listAll(`workers/${company.id}/`, { recursive: true })
    const files = [...keys.objects].flatMap((object) => (object.isFile ? [object.key] : []))
    assert.deepEqual(files, [document.fileKey])
  })
})
