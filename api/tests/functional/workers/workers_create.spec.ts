import { test } from '@japa/runner'
import Worker from '#models/worker'
import Driver from '#models/driver'
import { todayUtc } from '#services/contracts/contract_term'
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
    await worker.load('driver')
    const today = todayUtc()
    response.assertBody({
      created: true,
      worker: {
        id: worker.id,
        driverId: worker.driverId,
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
        // Nothing held yet: every category of the country's list is missing since the driver was posted.
        readiness: 'not_ready',
        missing: ['POSTING_DECLARATION', 'A1', 'DRIVING_LICENCE', 'DRIVER_CARD', 'WORK_CONTRACT'],
        expiring: [],
        notReadySince: contract.startDate > today ? contract.startDate : today,
      },
      successes: [{ message: 'Jan Kowalski a été ajouté.' }],
    })
    assert.equal(worker.driver.dateOfBirth, '1980-05-14')
  })

  test('a person of the roster is posted with his documents; twice on one contract is refused', async ({
    client,
    assert,
  }) => {
    const { user, company, contract } = await customerWithContract()
    const other = await createContract(company)
    const known = await createWorker(other, {
      ...WORKER_FIELDS,
      civility: 'MR',
      countryCodeOfNationality: 'PL',
    })
    await createDocument(known, { category: 'A1', validUntil: '2099-12-31' })
    const path = `${base(company.id)}/contract/${contract.id}/worker/create`

    // The same person typed otherwise: case, accents and spaces do not make another driver.
    const posted = await post(client, user, path, {
      ...WORKER_FIELDS,
      firstName: 'JAN',
      lastName: ' kowalski ',
    })
    const twice = await post(client, user, path, WORKER_FIELDS)

    posted.assertStatus(200)
    posted.assertBodyContains({
      worker: { driverId: known.driverId, documentsCount: 1 },
      successes: [
        {
          message:
            "Jan Kowalski was already on the company's roster: he is now posted on this contract, with his documents.",
        },
      ],
    })
    twice.assertStatus(422)
    twice.assertBody({
      errors: [
        {
          message: 'This driver (same first name, last name and date of birth) is already on this contract.',
          field: 'lastName',
        },
      ],
    })
    assert.equal(await workerCount(contract), 1)
    assert.equal(
      await Driver.query()
        .where('company_id', company.id)
        .count('* as total')
        .then((rows) => Number(rows[0].$extras.total)),
      1
    )
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
