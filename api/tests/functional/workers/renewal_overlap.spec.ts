import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import Worker from '#models/worker'
import WorkerDocument from '#models/worker_document'
import type User from '#models/user'
import WorkerContract from '#models/worker_contract'
import WorkerRequest from '#models/worker_request'
import { validateRequestInTransaction } from '#services/requests/validate_request'
import { formatDate } from '#services/billing/format'
import { isolateEachTest } from '#tests/helpers/database'
import {
  account,
  createAccountContract,
  customerWithContracts,
  post,
  renewalBody,
  row,
} from '#tests/functional/account/account_fixtures'
import {
  WORKER_FIELDS,
  base,
  createContract,
  createDocument,
  createWorker,
  upload,
} from '#tests/functional/workers/worker_fixtures'
import { get } from '#tests/helpers/http'

/** A French contract for 5 drivers 170 days in (13 days left), its renewal (5 unless told) validated today. */
async function runningWithScheduledRenewal(options: { drivers?: string[]; renewalAllows?: number } = {}) {
  const { user, company, contracts, reference } = await customerWithContracts([
    { country: 'FR', daysAgo: 170, allowed: 5 },
  ])
  const [running] = contracts
  for (const name of options.drivers ?? ['Anna'])
    await createWorker(running, { firstName: name, lastName: 'Nowak' })
  const renewed = await post(
    client(),
    user,
    `${account(company.id)}/renewContract`,
    renewalBody([row('FR', 'w|4', 5)])
  )
  renewed.assertStatus(200)
  const request = await WorkerRequest.findByOrFail('request_id', renewed.body().requestId)
  await db.transaction((trx) => validateRequestInTransaction(request.id, {}, trx))
  const renewal = await WorkerContract.findByOrFail('renewed_from_contract_id', running.id)
  // As an admin renewing for fewer drivers leaves it.
  if (options.renewalAllows) await renewal.merge({ allowedNumberOfWorkers: options.renewalAllows }).save()
  return { user, company, running, renewal, reference }
}

let currentClient: Parameters<typeof post>[0]
const client = () => currentClient

function namesOn(contract: WorkerContract) {
  return Worker.query()
    .where('worker_contract_id', contract.id)
    .preload('driver')
    .then((workers) => workers.map((worker) => `${worker.driver.firstName} ${worker.driver.lastName}`).sort())
}

async function documentNames(
  api: Parameters<typeof post>[0],
  user: User,
  companyId: number,
  workerId: number
) {
  const response = await get(api, user, `${base(companyId)}/worker/${workerId}/documents`)
  return response.body().documents.map((document: { fileName: string }) => document.fileName)
}

test.group('Workers | a running contract and its scheduled renewal', (group) => {
  isolateEachTest(group)
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('a driver added to the running contract is declared on the renewal too, and says so', async ({
    client: api,
    assert,
  }) => {
    currentClient = api
    const { user, company, running, renewal } = await runningWithScheduledRenewal()
    assert.isTrue(renewal.startDate > running.endDate, 'the renewal starts after the running contract')

    const response = await post(api, user, `${base(company.id)}/contract/${running.id}/worker/create`, {
      ...WORKER_FIELDS,
      firstName: 'Piotr',
    })

    response.assertStatus(200)
    assert.deepEqual(response.body().successes, [
      { message: 'Piotr Kowalski has been added.' },
      {
        message: `Piotr Kowalski is also declared on the renewal starting ${formatDate(renewal.startDate)}.`,
      },
    ])
    assert.deepEqual(await namesOn(running), ['Anna Nowak', 'Piotr Kowalski'])
    assert.deepEqual(await namesOn(renewal), ['Anna Nowak', 'Piotr Kowalski'])
  })

  test('the renewal posts the same driver: a change or a document on the running contract is seen there, no copy', async ({
    client: api,
    assert,
  }) => {
    currentClient = api
    const { user, company, running, renewal } = await runningWithScheduledRenewal()
    const anna = await Worker.query().where('worker_contract_id', running.id).firstOrFail()
    const carried = await Worker.query().where('worker_contract_id', renewal.id).firstOrFail()
    assert.equal(carried.driverId, anna.driverId)
    assert.equal(carried.carriedFromWorkerId, anna.id)

    const updated = await post(api, user, `${base(company.id)}/worker/${anna.id}/update`, {
      ...WORKER_FIELDS,
      firstName: 'Anna',
      lastName: 'Nowak-Kowalska',
    })
    updated.assertStatus(200)
    assert.equal(
      updated.body().successes[1].message,
      `Anna Nowak-Kowalska is also updated on the renewal starting ${formatDate(renewal.startDate)}.`
    )
    assert.deepEqual(await namesOn(renewal), ['Anna Nowak-Kowalska'])

    const uploaded = await upload(
      api,
      user,
      `${base(company.id)}/worker/${anna.id}/documents/upload`,
      [
        { name: 'A1 Nowak.pdf', bytes: Buffer.from('%PDF-1.4 A1 Nowak') },
        { name: 'Umowa.pdf', bytes: Buffer.from('%PDF-1.4 umowa') },
      ],
      ['A1', 'WORK_CONTRACT']
    )
    uploaded.assertStatus(200)
    assert.deepEqual((await documentNames(api, user, company.id, carried.id)).sort(), [
      'A1 Nowak.pdf',
      'Umowa.pdf',
    ])
    assert.equal(
      await WorkerDocument.query()
        .where('driver_id', anna.driverId)
        .count('* as n')
        .then((r) => Number(r[0].$extras.n)),
      2
    )
  })

  test('a document removed or a driver removed on the running contract is gone from the renewal too', async ({
    client: api,
    assert,
  }) => {
    currentClient = api
    const { user, company, running, renewal } = await runningWithScheduledRenewal({
      drivers: ['Anna', 'Ewa'],
    })
    const [anna, ewa] = await Worker.query()
      .where('worker_contract_id', running.id)
      .preload('driver')
      .then((rows) => rows.sort((a, b) => a.driver.firstName.localeCompare(b.driver.firstName)))
    const contract = await createDocument(anna, { fileName: 'Umowa.pdf', category: 'WORK_CONTRACT' })
    await drive.use().put(contract.fileKey, '%PDF-1.4')
    const annaOnRenewal = await Worker.query()
      .where('worker_contract_id', renewal.id)
      .where('driver_id', anna.driverId)
      .firstOrFail()
    assert.deepEqual(await documentNames(api, user, company.id, annaOnRenewal.id), ['Umowa.pdf'])

    const documentRemoved = await post(api, user, `${base(company.id)}/document/${contract.id}/remove`)
    const driverRemoved = await post(api, user, `${base(company.id)}/worker/${ewa.id}/remove`)

    documentRemoved.assertStatus(200)
    driverRemoved.assertStatus(200)
    assert.deepEqual(await documentNames(api, user, company.id, annaOnRenewal.id), [])
    assert.deepEqual(await namesOn(running), ['Anna Nowak'])
    assert.deepEqual(await namesOn(renewal), ['Anna Nowak'])
    assert.isFalse(await drive.use().exists(contract.fileKey))
  })

  test('a renewal for fewer drivers takes them up to its allowance, and the message says when it is full', async ({
    client: api,
    assert,
  }) => {
    currentClient = api
    const { user, company, running, renewal } = await runningWithScheduledRenewal({
      drivers: ['Anna'],
      renewalAllows: 2,
    })

    const second = await post(api, user, `${base(company.id)}/contract/${running.id}/worker/create`, {
      ...WORKER_FIELDS,
      firstName: 'Bartek',
    })
    const third = await post(api, user, `${base(company.id)}/contract/${running.id}/worker/create`, {
      ...WORKER_FIELDS,
      firstName: 'Celina',
    })

    second.assertStatus(200)
    third.assertStatus(200)
    assert.equal(
      third.body().successes[1].message,
      `The renewal starting ${formatDate(renewal.startDate)} is full: Celina Kowalski is not declared on it.`
    )
    assert.deepEqual(await namesOn(running), ['Anna Nowak', 'Bartek Kowalski', 'Celina Kowalski'])
    assert.deepEqual(await namesOn(renewal), ['Anna Nowak', 'Bartek Kowalski'])
  })

  test('a driver duplicated into the running contract is declared on its renewal too', async ({
    client: api,
    assert,
  }) => {
    currentClient = api
    const { user, company, running, renewal, reference } = await runningWithScheduledRenewal()
    const belgium = await createAccountContract(company, reference, { country: 'BE', daysAgo: 30 })
    const piotr = await createWorker(belgium, { firstName: 'Piotr', lastName: 'Wiśniewski' })

    const response = await post(
      api,
      user,
      `${base(company.id)}/contract/${belgium.id}/worker/${piotr.id}/duplicate`,
      { contract: running.id }
    )

    response.assertStatus(200)
    assert.deepEqual(await namesOn(running), ['Anna Nowak', 'Piotr Wiśniewski'])
    assert.deepEqual(await namesOn(renewal), ['Anna Nowak', 'Piotr Wiśniewski'])
  })

  test('without a scheduled renewal, nothing is carried', async ({ client: api, assert }) => {
    const { user, company, contracts } = await customerWithContracts([{ country: 'FR', daysAgo: 30 }])

    const response = await post(api, user, `${base(company.id)}/contract/${contracts[0].id}/worker/create`, {
      ...WORKER_FIELDS,
    })

    response.assertStatus(200)
    assert.lengthOf(response.body().successes, 1)
    assert.equal(
      await Worker.query()
        .where('company_id', company.id)
        .count('* as n')
        .then((r) => Number(r[0].$extras.n)),
      1
    )
  })
})

test.group('Workers | an expired contract is read only', (group) => {
  isolateEachTest(group)
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('its drivers are listed read only; changing, removing or uploading is refused with the reason', async ({
    client: api,
    assert,
  }) => {
    const { user, company } = await customerWithContracts([])
    const expired = await createContract(company, { expired: true })
    const worker = await createWorker(expired, { firstName: 'Anna', lastName: 'Nowak' })
    const document = await createDocument(worker, { fileName: 'Umowa.pdf', category: 'WORK_CONTRACT' })
    const a1 = await createDocument(worker, { category: 'A1' })
    const refusal = {
      errors: [
        {
          message:
            'This contract has ended: its workers and their documents can be read but no longer changed.',
        },
      ],
    }

    const list = await get(api, user, `${base(company.id)}/contract/${expired.id}/workers`)
    list.assertStatus(200)
    assert.containsSubset(list.body(), { isReadOnly: true, isAddWorkerAllowed: false, total: 1 })

    const attempts = [
      await post(api, user, `${base(company.id)}/worker/${worker.id}/update`, WORKER_FIELDS),
      await post(api, user, `${base(company.id)}/worker/${worker.id}/remove`),
      await upload(api, user, `${base(company.id)}/worker/${worker.id}/documents/upload`, [
        { name: 'late.pdf', bytes: Buffer.from('%PDF-1.4 late') },
      ]),
      await post(api, user, `${base(company.id)}/document/${document.id}/remove`),
    ]
    for (const attempt of attempts) {
      attempt.assertStatus(400)
      attempt.assertBody(refusal)
    }
    // A document of the person, posted nowhere else: a record too.
    const personal = await post(api, user, `${base(company.id)}/document/${a1.id}/remove`)
    personal.assertStatus(400)
    personal.assertBody({
      errors: [
        {
          message:
            'This driver is not posted on any running contract: his documents can be read but no longer changed.',
        },
      ],
    })
    await worker.driver.refresh()
    assert.equal(worker.driver.firstName, 'Anna')
    assert.isNotNull(await WorkerDocument.find(document.id))
  })
})
