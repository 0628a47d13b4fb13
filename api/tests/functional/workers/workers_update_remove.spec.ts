import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import Worker from '#models/worker'
import WorkerDocument from '#models/worker_document'
import { isolateEachTest } from '#tests/helpers/database'
import {
  NOT_FOUND,
  WORKER_FIELDS,
  base,
  createDocument,
  createWorker,
  customerWithContract,
  post,
} from '#tests/functional/workers/worker_fixtures'

test.group('Workers | update', (group) => {
  isolateEachTest(group)

  test('the fields are saved', async ({ client, assert }) => {
    const { user, company, contract } = await customerWithContract()
    const worker = await createWorker(contract)
    await createDocument(worker)

    const response = await post(client, user, `${base(company.id)}/worker/${worker.id}/update`, {
      ...WORKER_FIELDS,
      civility: 'MRS',
      firstName: 'Anna',
      lastName: 'Nowak',
    })

    response.assertStatus(200)
    response.assertBodyContains({
      updated: true,
      worker: { id: worker.id, civility: 'MRS', firstName: 'Anna', lastName: 'Nowak', documentsCount: 1 },
      successes: [{ message: 'Anna Nowak has been saved.' }],
    })
    await worker.refresh()
    assert.equal(worker.lastName, 'Nowak')
  })

  test("another company's worker answers 404 and is unchanged; anonymous 401", async ({ client, assert }) => {
    const { user, company } = await customerWithContract()
    const stranger = await customerWithContract()
    const worker = await createWorker(stranger.contract, { lastName: 'Mazur' })

    const foreign = await post(client, user, `${base(company.id)}/worker/${worker.id}/update`, WORKER_FIELDS)
    const foreignPath = await post(
      client,
      user,
      `${base(stranger.company.id)}/worker/${worker.id}/update`,
      WORKER_FIELDS
    )
    const anonymous = await post(
      client,
      null,
      `${base(stranger.company.id)}/worker/${worker.id}/update`,
      WORKER_FIELDS
    )

    foreign.assertStatus(404)
    foreign.assertBody(NOT_FOUND)
    foreignPath.assertStatus(404)
    anonymous.assertStatus(401)
    await worker.refresh()
    assert.equal(worker.lastName, 'Mazur')
  })
})

test.group('Workers | remove', (group) => {
  isolateEachTest(group)
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('the worker, its document rows and its stored files are removed', async ({ client, assert }) => {
    const { user, company, contract } = await customerWithContract()
    const worker = await createWorker(contract, { firstName: 'Jan', lastName: 'Kowalski' })
    const kept = await createWorker(contract)
    const first = await createDocument(worker, { fileName: 'a.pdf' })
    const second = await createDocument(worker, { fileName: 'b.pdf' })
    const other = await createDocument(kept, { fileName: 'a.pdf' })
    for (const document of [first, second, other]) await drive.use().put(document.fileKey, '%PDF-1.4')

    const response = await post(client, user, `${base(company.id, 'fr')}/worker/${worker.id}/remove`)

    response.assertStatus(200)
    response.assertBody({
      removed: true,
      successes: [{ message: 'Jan Kowalski et tous ses documents ont été supprimés.' }],
    })
    assert.isNull(await Worker.find(worker.id))
    assert.lengthOf(await WorkerDocument.query().where('worker_id', worker.id), 0)
    assert.isFalse(await drive.use().exists(first.fileKey))
    assert.isFalse(await drive.use().exists(second.fileKey))
    assert.isTrue(await drive.use().exists(other.fileKey))
  })

  test('a stored file already missing does not fail the removal', async ({ client, assert }) => {
    const { user, company, contract } = await customerWithContract()
    const worker = await createWorker(contract)
    await createDocument(worker)

    const response = await post(client, user, `${base(company.id)}/worker/${worker.id}/remove`)

    response.assertStatus(200)
    assert.isNull(await Worker.find(worker.id))
  })

  test("another company's worker answers 404 and stays", async ({ client, assert }) => {
    const { user, company } = await customerWithContract()
    const stranger = await customerWithContract()
    const worker = await createWorker(stranger.contract)

    const foreign = await post(client, user, `${base(company.id)}/worker/${worker.id}/remove`)
    const foreignPath = await post(client, user, `${base(stranger.company.id)}/worker/${worker.id}/remove`)
    const anonymous = await post(client, null, `${base(stranger.company.id)}/worker/${worker.id}/remove`)

    foreign.assertStatus(404)
    foreignPath.assertStatus(404)
    anonymous.assertStatus(401)
    assert.isNotNull(await Worker.find(worker.id))
  })

  test('a GET never removes anything', async ({ client, assert }) => {
    const { user, company, contract } = await customerWithContract()
    const worker = await createWorker(contract)

    const response = await client.get(`${base(company.id)}/worker/${worker.id}/remove`).loginAs(user)

    assert.notEqual(response.status(), 200)
    assert.isNotNull(await Worker.find(worker.id))
  })
})
