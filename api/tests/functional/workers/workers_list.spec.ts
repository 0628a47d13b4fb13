import { test } from '@japa/runner'
import { WorkerContractFactory } from '#database/factories/worker_contract_factory'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import {
  NOT_FOUND,
  base,
  createContract,
  createDocument,
  createWorker,
  customerWithContract,
  get,
} from '#tests/functional/workers/worker_fixtures'

test.group('Workers | list', (group) => {
  isolateEachTest(group)

  test('the workers of the contract, by last then first name, with counts and flags', async ({
    client,
    assert,
  }) => {
    const { user, company, contract } = await customerWithContract({ allowedNumberOfWorkers: 5 })
    const other = await createContract(company)
    const anna = await createWorker(contract, { firstName: 'Anna', lastName: 'Nowak' })
    await createWorker(contract, { firstName: 'Jan', lastName: 'Kowalski', dateOfBirth: '1980-05-14' })
    await createWorker(contract, { firstName: 'Adam', lastName: 'Nowak' })
    await createWorker(other, { firstName: 'Zofia', lastName: 'Abacka' })
    await createDocument(anna)
    await createDocument(anna, { fileName: 'second.pdf' })

    const response = await get(client, user, `${base(company.id)}/contract/${contract.id}/workers`)

    response.assertStatus(200)
    const body = response.body()
    assert.deepEqual(
      body.workers.map(
        (worker: { firstName: string; lastName: string }) => `${worker.lastName} ${worker.firstName}`
      ),
      ['Kowalski Jan', 'Nowak Adam', 'Nowak Anna']
    )
    assert.equal(body.total, 3)
    assert.isTrue(body.isAddWorkerAllowed)
    assert.isTrue(body.isDuplicateAllowed)
    assert.equal(body.allowedNumberOfWorkers, 5)
    assert.containsSubset(body.workers[0], {
      civility: 'MR',
      dateOfBirth: '1980-05-14',
      workerContractId: contract.id,
      companyId: company.id,
      documentsCount: 0,
    })
    assert.equal(body.workers[2].documentsCount, 2)
    assert.match(body.workers[0].createdAt, /^\d{4}-\d{2}-\d{2}T.*Z$/)
  })

  test("a driver's count: his own documents and his postings' in the contract's country, on any contract", async ({
    client,
    assert,
  }) => {
    const { user, company, contract } = await customerWithContract()
    const sameCountry = await WorkerContractFactory.merge({
      companyId: company.id,
      representativeCountryId: contract.representativeCountryId,
    }).create()
    const abroad = await createContract(company)
    const posting = await createWorker(contract, { firstName: 'Anna', lastName: 'Nowak' })
    const earlier = await createWorker(sameCountry, { driverId: posting.driverId })
    const elsewhere = await createWorker(abroad, { driverId: posting.driverId })
    const alone = await createWorker(contract, { firstName: 'Jan', lastName: 'Kowalski' })
    await createDocument(posting, { category: 'DRIVING_LICENCE', fileName: 'licence.pdf' })
    await createDocument(posting, { category: 'OTHER', fileName: 'other.pdf' })
    await createDocument(earlier, { category: 'OTHER', fileName: 'other earlier.pdf' })
    await createDocument(elsewhere, { category: 'OTHER', fileName: 'other abroad.pdf' })
    await createDocument(elsewhere, { category: 'OTHER', fileName: 'other abroad 2.pdf' })
    await createDocument(alone, { category: 'ID_DOCUMENT', fileName: 'id.pdf' })

    const counts = async (listed: { id: number }) => {
      const response = await get(client, user, `${base(company.id)}/contract/${listed.id}/workers`)
      response.assertStatus(200)
      return Object.fromEntries(
        response
          .body()
          .workers.map((worker: { lastName: string; documentsCount: number }) => [
            worker.lastName,
            worker.documentsCount,
          ])
      )
    }
    assert.deepEqual(await counts(contract), { Kowalski: 1, Nowak: 3 })
    assert.deepEqual(await counts(sameCountry), { Nowak: 3 })
    assert.deepEqual(await counts(abroad), { Nowak: 3 })
  })

  test('the filter "{filter}" ignores case and accents: {expected}')
    .with([
      { filter: 'zul', expected: ['Żuławski'] },
      { filter: 'LODZ', expected: ['Łódźko'] },
      { filter: 'swiat', expected: ['Świątek'] },
      { filter: 'ek', expected: ['Świątek'] },
      { filter: 'jozef zul', expected: ['Żuławski'] },
    ])
    .run(async ({ client, assert }, { filter, expected }) => {
      const { user, company, contract } = await customerWithContract()
      await createWorker(contract, { firstName: 'Józef', lastName: 'Żuławski' })
      await createWorker(contract, { firstName: 'Anna', lastName: 'Łódźko' })
      await createWorker(contract, { firstName: 'Iga', lastName: 'Świątek' })

      const response = await get(
        client,
        user,
        `${base(company.id)}/contract/${contract.id}/workers?filter=${encodeURIComponent(filter)}`
      )

      assert.deepEqual(
        response.body().workers.map((worker: { lastName: string }) => worker.lastName),
        expected
      )
    })

  test('the filter matches first or last names without regard to case', async ({ client, assert }) => {
    const { user, company, contract } = await customerWithContract()
    await createWorker(contract, { firstName: 'Łukasz', lastName: 'Mazur' })
    await createWorker(contract, { firstName: 'Adam', lastName: 'Łukaszewicz' })
    await createWorker(contract, { firstName: 'Piotr', lastName: 'Zieliński' })

    const response = await get(
      client,
      user,
      `${base(company.id)}/contract/${contract.id}/workers?filter=łUKASZ`
    )
    const wildcard = await get(client, user, `${base(company.id)}/contract/${contract.id}/workers?filter=%25`)

    response.assertStatus(200)
    assert.deepEqual(
      response
        .body()
        .workers.map((worker: { lastName: string }) => worker.lastName)
        .sort(),
      ['Mazur', 'Łukaszewicz']
    )
    assert.equal(response.body().total, 2)
    assert.equal(wildcard.body().total, 0)
  })

  test('a full contract forbids adding; no other live contract forbids duplicating', async ({
    client,
    assert,
  }) => {
    const { user, company, contract } = await customerWithContract({ allowedNumberOfWorkers: 1 })
    await createContract(company, { expired: true })
    await createWorker(contract)

    const response = await get(client, user, `${base(company.id)}/contract/${contract.id}/workers`)

    assert.isFalse(response.body().isAddWorkerAllowed)
    assert.isFalse(response.body().isDuplicateAllowed)
  })

  test('an expired contract forbids adding', async ({ client, assert }) => {
    const user = await createCustomer()
    const contract = await createContract(user.company, { expired: true })

    const response = await get(client, user, `${base(user.companyId!)}/contract/${contract.id}/workers`)

    response.assertStatus(200)
    assert.isFalse(response.body().isAddWorkerAllowed)
    assert.isNull(response.body().allowedNumberOfWorkers)
  })

  test("another company's contract or path answers 404; anonymous 401", async ({ client, assert }) => {
    const { user, company } = await customerWithContract()
    const stranger = await customerWithContract()

    const foreignContract = await get(
      client,
      user,
      `${base(company.id)}/contract/${stranger.contract.id}/workers`
    )
    const foreignCompany = await get(
      client,
      user,
      `${base(stranger.company.id)}/contract/${stranger.contract.id}/workers`
    )
    const missing = await get(client, user, `${base(company.id)}/contract/999999/workers`)
    const anonymous = await get(client, null, `${base(company.id)}/contract/${stranger.contract.id}/workers`)

    foreignContract.assertStatus(404)
    foreignContract.assertBody(NOT_FOUND)
    foreignCompany.assertStatus(404)
    assert.deepEqual(missing.body(), NOT_FOUND)
    anonymous.assertStatus(401)
  })

  test('an admin reaches any company', async ({ client }) => {
    const admin = await createAdmin()
    const { company, contract } = await customerWithContract()
    await createWorker(contract)

    const response = await get(client, admin, `${base(company.id, 'fr')}/contract/${contract.id}/workers`)

    response.assertStatus(200)
    response.assertBodyContains({ total: 1 })
  })
})
