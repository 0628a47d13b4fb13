import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import Worker from '#models/worker'
import WorkerDocument from '#models/worker_document'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin } from '#tests/helpers/users'
import {
  NOT_FOUND,
  WORKER_FIELDS,
  base,
  createContract,
  createDocument,
  createWorker,
  customerWithContract,
  post,
  workerCount,
} from '#tests/functional/workers/worker_fixtures'

test.group('Workers | create', (group) => {
  isolateEachTest(group)

  test('a worker is added to the contract, country codes upper-cased', async ({ client, assert }) => {
    const { user, company, contract } = await customerWithContract({ allowedNumberOfWorkers: 2 })

    const response = await post(
      client,
      user,
      `${base(company.id, 'fr')}/contract/${contract.id}/worker/create`,
      {
        ...WORKER_FIELDS,
        firstName: '  Jan ',
      }
    )

    response.assertStatus(200)
    const worker = await Worker.findByOrFail('worker_contract_id', contract.id)
    response.assertBody({
      created: true,
      worker: {
        id: worker.id,
        civility: 'MR',
        firstName: 'Jan',
        lastName: 'Kowalski',
        dateOfBirth: '1980-05-14',
        cityOfBirth: 'Lublin',
        countryCodeOfBirth: 'PL',
        countryCodeOfNationality: 'PL',
        workerContractId: contract.id,
        companyId: company.id,
        documentsCount: 0,
        createdAt: worker.createdAt.toUTC().startOf('second').toISO(),
      },
      successes: [{ message: 'Jan Kowalski a été ajouté.' }],
    })
    assert.equal(worker.dateOfBirth, '1980-05-14')
  })

  test('a full contract refuses, and nothing is created', async ({ client, assert }) => {
    const { user, company, contract } = await customerWithContract({ allowedNumberOfWorkers: 1 })
    await createWorker(contract)

    const response = await post(
      client,
      user,
      `${base(company.id, 'pl')}/contract/${contract.id}/worker/create`,
      WORKER_FIELDS
    )

    response.assertStatus(400)
    response.assertBody({
      errors: [
        {
          message:
            'Ta umowa obejmuje już wszystkich dozwolonych kierowców. Wykup dodatkowych kierowców, aby dodać kolejnego.',
        },
      ],
    })
    assert.equal(await workerCount(contract), 1)
  })

  test('an expired contract refuses', async ({ client, assert }) => {
    const { user, company } = await customerWithContract()
    const expired = await createContract(company, { expired: true })

    const response = await post(
      client,
      user,
      `${base(company.id)}/contract/${expired.id}/worker/create`,
      WORKER_FIELDS
    )

    response.assertStatus(400)
    response.assertBody({ errors: [{ message: 'This contract has expired: no worker can be added to it.' }] })
    assert.equal(await workerCount(expired), 0)
  })

  test('two parallel additions cannot exceed the allowance', async ({ client, assert }) => {
    const { user, company, contract } = await customerWithContract({ allowedNumberOfWorkers: 1 })
    const path = `${base(company.id)}/contract/${contract.id}/worker/create`

    const answers = await Promise.all([
      post(client, user, path, WORKER_FIELDS),
      post(client, user, path, { ...WORKER_FIELDS, firstName: 'Piotr' }),
    ])

    assert.sameMembers(
      answers.map((answer) => answer.status()),
      [200, 400]
    )
    assert.equal(await workerCount(contract), 1)
  })

  test('bad fields answer 422 with the field', async ({ client, assert }) => {
    const { user, company, contract } = await customerWithContract()
    const path = `${base(company.id)}/contract/${contract.id}/worker/create`

    const invalid = await post(client, user, path, {
      ...WORKER_FIELDS,
      civility: 'DR',
      lastName: 'x'.repeat(101),
      countryCodeOfBirth: 'XX',
    })
    const unborn = await post(client, user, path, { ...WORKER_FIELDS, dateOfBirth: '2100-01-01' })
    const ancient = await post(client, user, path, { ...WORKER_FIELDS, dateOfBirth: '1899-12-31' })

    invalid.assertStatus(422)
    assert.sameMembers(
      invalid.body().errors.map((error: { field: string }) => error.field),
      ['civility', 'lastName', 'countryCodeOfBirth']
    )
    unborn.assertStatus(422)
    unborn.assertBody({
      errors: [{ message: 'Enter a date of birth in the past, after 1900.', field: 'dateOfBirth' }],
    })
    ancient.assertStatus(422)
    assert.equal(await workerCount(contract), 0)
  })

  test("another company's contract, another company's path: 404; anonymous: 401", async ({
    client,
    assert,
  }) => {
    const { user, company } = await customerWithContract()
    const stranger = await customerWithContract()

    const foreignContract = await post(
      client,
      user,
      `${base(company.id)}/contract/${stranger.contract.id}/worker/create`,
      WORKER_FIELDS
    )
    const foreignPath = await post(
      client,
      user,
      `${base(stranger.company.id)}/contract/${stranger.contract.id}/worker/create`,
      WORKER_FIELDS
    )
    const anonymous = await post(
      client,
      null,
      `${base(stranger.company.id)}/contract/${stranger.contract.id}/worker/create`,
      WORKER_FIELDS
    )

    foreignContract.assertStatus(404)
    foreignContract.assertBody(NOT_FOUND)
    foreignPath.assertStatus(404)
    anonymous.assertStatus(401)
    assert.equal(await workerCount(stranger.contract), 0)
  })

  test('an admin adds a worker to any company', async ({ client }) => {
    const admin = await createAdmin()
    const { company, contract } = await customerWithContract()

    const response = await post(
      client,
      admin,
      `${base(company.id)}/contract/${contract.id}/worker/create`,
      WORKER_FIELDS
    )

    response.assertStatus(200)
  })
})

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

test.group('Workers | duplicate', (group) => {
  isolateEachTest(group)
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('the worker and its documents are copied into another contract, files under new keys', async ({
    client,
    assert,
  }) => {
    const { user, company, contract } = await customerWithContract()
    const target = await createContract(company, { allowedNumberOfWorkers: 3 })
    const worker = await createWorker(contract, { firstName: 'Jan', lastName: 'Kowalski' })
    const document = await createDocument(worker, { fileName: 'Umowa.pdf', category: 'WORK_CONTRACT' })
    await drive.use().put(document.fileKey, '%PDF-1.4 original')

    const response = await post(
      client,
      user,
      `${base(company.id)}/contract/${contract.id}/worker/${worker.id}/duplicate`,
      { contract: target.id }
    )

    response.assertStatus(200)
    const copy = await Worker.query()
      .where('worker_contract_id', target.id)
      .preload('documents')
      .firstOrFail()
    response.assertBodyContains({
      duplicated: true,
      worker: { id: copy.id, workerContractId: target.id, firstName: 'Jan', documentsCount: 1 },
      successes: [
        { message: 'Jan Kowalski has been copied, with their documents, into the chosen contract.' },
      ],
    })
    assert.equal(copy.dateOfBirth, worker.dateOfBirth)
    assert.lengthOf(copy.documents, 1)
    const [copied] = copy.documents
    assert.containsSubset(copied.serialize(), { fileName: 'Umowa.pdf', category: 'WORK_CONTRACT' })
    assert.notEqual(copied.fileKey, document.fileKey)
    assert.isTrue(copied.fileKey.startsWith(`workers/${company.id}/${copy.id}/`))
    assert.equal(await drive.use().get(copied.fileKey), '%PDF-1.4 original')
    assert.isTrue(await drive.use().exists(document.fileKey))
  })

  test('refused: the same contract, a full or expired target, a person already there', async ({
    client,
    assert,
  }) => {
    const { user, company, contract } = await customerWithContract()
    const worker = await createWorker(contract, {
      firstName: 'Jan',
      lastName: 'Kowalski',
      dateOfBirth: '1980-05-14',
    })
    const full = await createContract(company, { allowedNumberOfWorkers: 1 })
    await createWorker(full)
    const expired = await createContract(company, { expired: true })
    const twinContract = await createContract(company)
    await createWorker(twinContract, { firstName: 'Jan', lastName: 'Kowalski', dateOfBirth: '1980-05-14' })
    const path = `${base(company.id)}/contract/${contract.id}/worker/${worker.id}/duplicate`

    const same = await post(client, user, path, { contract: contract.id })
    const toFull = await post(client, user, path, { contract: full.id })
    const toExpired = await post(client, user, path, { contract: expired.id })
    const twin = await post(client, user, path, { contract: twinContract.id })

    same.assertStatus(400)
    same.assertBody({ errors: [{ message: "Choose another contract than the worker's own." }] })
    toFull.assertStatus(400)
    toExpired.assertStatus(400)
    toExpired.assertBody({
      errors: [{ message: 'This contract has expired: no worker can be added to it.' }],
    })
    twin.assertStatus(400)
    twin.assertBody({
      errors: [
        {
          message:
            'This worker (same first name, last name and date of birth) is already declared in the chosen contract.',
        },
      ],
    })
    assert.equal(await workerCount(full), 1)
    assert.equal(await workerCount(twinContract), 1)
    assert.equal(await workerCount(expired), 0)
  })

  test("another company's target contract or worker, a worker of another contract: 404", async ({
    client,
    assert,
  }) => {
    const { user, company, contract } = await customerWithContract()
    const second = await createContract(company)
    const worker = await createWorker(contract)
    const stranger = await customerWithContract()
    const foreignWorker = await createWorker(stranger.contract)

    const foreignTarget = await post(
      client,
      user,
      `${base(company.id)}/contract/${contract.id}/worker/${worker.id}/duplicate`,
      { contract: stranger.contract.id }
    )
    const foreignSource = await post(
      client,
      user,
      `${base(company.id)}/contract/${contract.id}/worker/${foreignWorker.id}/duplicate`,
      { contract: second.id }
    )
    const wrongContract = await post(
      client,
      user,
      `${base(company.id)}/contract/${second.id}/worker/${worker.id}/duplicate`,
      { contract: contract.id }
    )
    const missingBody = await post(
      client,
      user,
      `${base(company.id)}/contract/${contract.id}/worker/${worker.id}/duplicate`
    )

    foreignTarget.assertStatus(404)
    foreignSource.assertStatus(404)
    wrongContract.assertStatus(404)
    missingBody.assertStatus(422)
    assert.equal(await workerCount(stranger.contract), 1)
    assert.equal(await workerCount(second), 0)
  })
})
