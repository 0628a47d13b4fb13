import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import Worker from '#models/worker'
import { isolateEachTest } from '#tests/helpers/database'
import {
  base,
  createContract,
  createDocument,
  createWorker,
  customerWithContract,
  post,
  workerCount,
} from '#tests/functional/workers/worker_fixtures'

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
