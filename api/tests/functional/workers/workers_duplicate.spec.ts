import { test } from '@japa/runner'
import Worker from '#models/worker'
import WorkerDocument from '#models/worker_document'
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

  test('the same driver is posted on another contract: no copy, the documents of the person seen there', async ({
    client,
    assert,
  }) => {
    const { user, company, contract } = await customerWithContract()
    const target = await createContract(company, { allowedNumberOfWorkers: 3 })
    const worker = await createWorker(contract, { firstName: 'Jan', lastName: 'Kowalski' })
    await createDocument(worker, { fileName: 'Umowa.pdf', category: 'WORK_CONTRACT' })
    const a1 = await createDocument(worker, { fileName: 'A1.pdf', category: 'A1', validUntil: '2099-12-31' })
    const documentsBefore = await WorkerDocument.query().count('* as total')

    const response = await post(
      client,
      user,
      `${base(company.id)}/contract/${contract.id}/worker/${worker.id}/duplicate`,
      { contract: target.id }
    )

    response.assertStatus(200)
    const posting = await Worker.query().where('worker_contract_id', target.id).firstOrFail()
    response.assertBodyContains({
      duplicated: true,
      worker: {
        id: posting.id,
        driverId: worker.driverId,
        workerContractId: target.id,
        firstName: 'Jan',
        documentsCount: 1,
      },
      successes: [
        {
          message:
            'Jan Kowalski is now posted on the chosen contract too; his own documents are shown there.',
        },
      ],
    })
    assert.equal(posting.driverId, worker.driverId)
    // The work contract belongs to the first posting; the A1 of the person is seen on both, stored once.
    const shown = await client.get(`${base(company.id)}/worker/${posting.id}/documents`).loginAs(user)
    assert.deepEqual(
      shown.body().documents.map((document: { id: number }) => document.id),
      [a1.id]
    )
    const documentsAfter = await WorkerDocument.query().count('* as total')
    assert.equal(documentsAfter[0].$extras.total, documentsBefore[0].$extras.total)
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
    await createWorker(twinContract, { driverId: worker.driverId })
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
