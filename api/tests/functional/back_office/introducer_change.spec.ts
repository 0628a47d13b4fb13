import type { AdminBusinessIntroducerChoice, AdminContractAnswer } from '@posted-workers/domain'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import AuditLog from '#models/audit_log'
import Invoice from '#models/invoice'
import WorkerContract from '#models/worker_contract'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import { createWorkerRequest } from '#tests/helpers/purchase'
import { contractsFixture, createIntroducer } from '#tests/functional/back_office/back_office_fixtures'

const listActive = (companyId: number) => `/en/api/admin/workercontracts/${companyId}/listActive`
const updateActive = (companyId: number) => `/en/api/admin/workercontracts/${companyId}/updateActive`

test.group('Back-office | business introducer of the running contracts', (group) => {
  isolateEachTest(group)

  test('listAvailable gives the active introducers by name; anonymous 401, customer 403', async ({
    client,
    assert,
  }) => {
    await contractsFixture()
    await createIntroducer('OLD', 'Aardvark Old Partner', false)
    await createIntroducer('ZETA', 'Zeta Partners')
    const admin = await createAdmin()
    const customer = await createCustomer()

    const response = await client.get('/en/api/admin/businessIntroducers/listAvailable').loginAs(admin)

    response.assertStatus(200)
    const codes = (response.body().businessIntroducers as AdminBusinessIntroducerChoice[]).map(
      (introducer) => introducer.code
    )
    assert.include(codes, 'PROMO65')
    assert.include(codes, 'ZETA')
    assert.notInclude(codes, 'OLD')
    ;(await client.get('/en/api/admin/businessIntroducers/listAvailable')).assertStatus(401)
    ;(await client.get('/en/api/admin/businessIntroducers/listAvailable').loginAs(customer)).assertStatus(403)
  })

  test('listActive: the running and scheduled contracts, their introducers, and whether they may change', async ({
    client,
    assert,
  }) => {
    const { companies, contracts, reference } = await contractsFixture()
    const admin = await createAdmin()

    const lodz = await client.get(listActive(companies.lodz.company.id)).loginAs(admin)
    lodz.assertStatus(200)
    assert.sameMembers(
      (lodz.body().workerContracts as AdminContractAnswer[]).map((contract) => contract.id),
      [contracts.lodzFr.id, contracts.lodzEuNew.id]
    )
    assert.deepEqual(lodz.body().businessIntroducerIds, [reference.promo.id])
    assert.isFalse(lodz.body().updateDisable)

    const alpha = await client.get(listActive(companies.alpha.company.id)).loginAs(admin)
    assert.containsSubset(alpha.body(), {
      workerContracts: [],
      updateDisable: true,
      reason: 'noActiveContract',
    })
  })

  test('the change re-attributes running and scheduled contracts, keeps invoices and amounts, and is audited', async ({
    client,
    assert,
  }) => {
    const { companies, contracts, invoice } = await contractsFixture()
    const zeta = await createIntroducer('ZETA', 'Zeta Partners')
    const admin = await createAdmin()
    const before = await Invoice.findOrFail(invoice.id)

    const response = await client
      .post(updateActive(companies.bravo.company.id))
      .json({ businessIntroducer: zeta.id })
      .withCsrfToken()
      .loginAs(admin)

    response.assertStatus(200)
    assert.containsSubset(response.body(), {
      updated: true,
      businessIntroducerIds: [zeta.id],
      successes: [{ message: 'The contracts of Bravo Freight are now attributed to Zeta Partners.' }],
    })
    const introducerOf = async (id: number) => (await WorkerContract.findOrFail(id)).businessIntroducerId
    assert.equal(await introducerOf(contracts.bravoAt.id), zeta.id)
    assert.equal(await introducerOf(contracts.bravoIt.id), zeta.id)
    assert.equal(await introducerOf(contracts.bravoItNext.id), zeta.id)
    assert.isNull(await introducerOf(contracts.lodzEuNew.id))
    assert.equal((await WorkerContract.findOrFail(contracts.bravoAt.id)).totalAmountCents, 47400)
    assert.deepEqual((await Invoice.findOrFail(invoice.id)).toJSON(), before.toJSON())

    const audit = await AuditLog.query().where('action', 'workerContract.changeIntroducer').firstOrFail()
    assert.equal(audit.userId, admin.id)
    assert.equal(audit.subjectId, companies.bravo.company.id)
    const { before: was, after: is } = audit.payload as Record<string, { contracts: { id: number }[] }>
    assert.lengthOf(was.contracts, 3)
    assert.deepEqual(
      is.contracts,
      was.contracts.map(({ id }) => ({ id, businessIntroducerId: zeta.id }))
    )
    assert.deepEqual(audit.payload?.businessIntroducer, { id: zeta.id, code: 'ZETA' })
  })

  test('refused with 409 and nothing changes: {title}')
    .with([
      {
        title: 'no running contract',
        company: 'alpha',
        pending: false,
        message: 'Update promo code is not allowed: the company has no active contract.',
      },
      {
        title: 'a request waiting for payment',
        company: 'bravo',
        pending: true,
        message: 'Update promo code is not allowed: a request of the company is waiting for payment.',
      },
    ] as const)
    .run(async ({ client, assert }, { company, pending, message }) => {
      const fixture = await contractsFixture()
      const zeta = await createIntroducer('ZETA', 'Zeta Partners')
      const admin = await createAdmin()
      const target = fixture.companies[company]
      if (pending) {
        await createWorkerRequest(target.user, { lines: [{ country: fixture.reference.country('BE') }] })
      }

      const response = await client
        .post(updateActive(target.company.id))
        .json({ businessIntroducer: zeta.id })
        .withCsrfToken()
        .loginAs(admin)

      response.assertStatus(409)
      response.assertBody({ errors: [{ message }] })
      const changed = await db
        .from('worker_contracts')
        .where('business_introducer_id', zeta.id)
        .count('* as n')
      assert.equal(Number(changed[0].n), 0)
      assert.isNull(await AuditLog.query().where('action', 'workerContract.changeIntroducer').first())
    })

  test('an unknown, inactive or missing introducer is refused with 422: {title}')
    .with([
      { title: 'missing', body: {} },
      { title: 'not a number', body: { businessIntroducer: 'ZETA' } },
      { title: 'unknown id', body: { businessIntroducer: 999999 } },
      { title: 'inactive', body: { businessIntroducer: 'inactive' } },
    ])
    .run(async ({ client, assert }, { body }) => {
      const { companies } = await contractsFixture()
      const old = await createIntroducer('OLD', 'Old Partner', false)
      const admin = await createAdmin()
      const sent = body.businessIntroducer === 'inactive' ? { businessIntroducer: old.id } : body

      const response = await client
        .post(updateActive(companies.lodz.company.id))
        .json(sent)
        .withCsrfToken()
        .loginAs(admin)

      response.assertStatus(422)
      assert.equal(response.body().errors[0].field, 'businessIntroducer')
    })

  test('a customer gets 403 and an anonymous visitor 401 for both calls', async ({ client }) => {
    const { companies } = await contractsFixture()
    const customer = companies.lodz.user
    ;(await client.get(listActive(companies.lodz.company.id)).loginAs(customer)).assertStatus(403)
    ;(await client.get(listActive(companies.lodz.company.id))).assertStatus(401)
    ;(
      await client
        .post(updateActive(companies.lodz.company.id))
        .json({ businessIntroducer: 1 })
        .withCsrfToken()
        .loginAs(customer)
    ).assertStatus(403)
    ;(
      await client
        .post(updateActive(companies.lodz.company.id))
        .json({ businessIntroducer: 1 })
        .withCsrfToken()
    ).assertStatus(401)
  })

  test('an unknown company is a 404', async ({ client }) => {
    const admin = await createAdmin()
    ;(await client.get(listActive(999999)).loginAs(admin)).assertStatus(404)
    ;(
      await client.post(updateActive(999999)).json({ businessIntroducer: 1 }).withCsrfToken().loginAs(admin)
    ).assertStatus(404)
  })
})
