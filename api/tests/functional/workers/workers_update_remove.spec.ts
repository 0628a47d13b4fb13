import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import Worker from '#models/worker'
import Driver from '#models/driver'
import WorkerDocument from '#models/worker_document'
import { isolateEachTest } from '#tests/helpers/database'
import {
  NOT_FOUND,
  WORKER_FIELDS,
  base,
  createContract,
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
    await worker.driver.refresh()
    assert.equal(worker.driver.lastName, 'Nowak')
  })

  test("the person changes on each of his postings; another driver's identity is refused", async ({
    client,
    assert,
  }) => {
    const { user, company, contract } = await customerWithContract()
    const other = await createContract(company)
    const worker = await createWorker(contract, { firstName: 'Jan', lastName: 'Kowalski' })
    const elsewhere = await createWorker(other, { driverId: worker.driverId })
    const namesake = await createWorker(contract, {
      firstName: 'Anna',
      lastName: 'Nowak',
      dateOfBirth: '1985-01-01',
    })

    const renamed = await post(client, user, `${base(company.id)}/worker/${worker.id}/update`, {
      ...WORKER_FIELDS,
      firstName: 'Janek',
    })
    const taken = await post(client, user, `${base(company.id)}/worker/${worker.id}/update`, {
      ...WORKER_FIELDS,
      firstName: 'ANNA',
      lastName: 'nowák',
      dateOfBirth: namesake.driver.dateOfBirth,
    })

    renamed.assertStatus(200)
    const list = await client.get(`${base(company.id)}/contract/${other.id}/workers`).loginAs(user)
    assert.deepEqual(
      list.body().workers.map((row: { id: number; firstName: string }) => [row.id, row.firstName]),
      [[elsewhere.id, 'Janek']]
    )
    taken.assertStatus(422)
    taken.assertBody({
      errors: [
        {
          message:
            'Another driver of the company has this name and date of birth: choose him from the roster.',
          field: 'lastName',
        },
      ],
    })
    await worker.driver.refresh()
    assert.equal(worker.driver.firstName, 'Janek')
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
    await worker.driver.refresh()
    assert.equal(worker.driver.lastName, 'Mazur')
  })
})

test.group('Workers | remove', (group) => {
  isolateEachTest(group)
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test("the posting, its own documents and their files go; the driver and the person's documents stay", async ({
    client,
    assert,
  }) => {
    const { user, company, contract } = await customerWithContract()
    const worker = await createWorker(contract, { firstName: 'Jan', lastName: 'Kowalski' })
    const kept = await createWorker(contract)
    const first = await createDocument(worker, { fileName: 'a.pdf', category: 'WORK_CONTRACT' })
    const second = await createDocument(worker, { fileName: 'b.pdf', category: 'SALARY' })
    const person = await createDocument(worker, { fileName: 'A1.pdf', category: 'A1' })
    const other = await createDocument(kept, { fileName: 'a.pdf', category: 'WORK_CONTRACT' })
    for (const document of [first, second, person, other]) await drive.use().put(document.fileKey, '%PDF-1.4')

    const response = await post(client, user, `${base(company.id, 'fr')}/worker/${worker.id}/remove`)

    response.assertStatus(200)
    response.assertBody({
      removed: true,
      successes: [
        {
          message:
            "Jan Kowalski n'est plus déclaré sur ce contrat ; les documents de ce détachement ont été supprimés, " +
            'le conducteur et ses documents personnels restent dans la liste des conducteurs.',
        },
      ],
    })
    assert.isNull(await Worker.find(worker.id))
    assert.lengthOf(await WorkerDocument.query().where('worker_id', worker.id), 0)
    assert.isFalse(await drive.use().exists(first.fileKey))
    assert.isFalse(await drive.use().exists(second.fileKey))
    assert.isTrue(await drive.use().exists(person.fileKey))
    assert.isNotNull(await WorkerDocument.find(person.id))
    assert.isNotNull(await Driver.find(worker.driverId))
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
