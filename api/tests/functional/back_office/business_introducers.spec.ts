import type { AdminBusinessIntroducerAnswer } from '@posted-workers/domain'
import { test } from '@japa/runner'
import AuditLog from '#models/audit_log'
import BusinessIntroducer from '#models/business_introducer'
import WorkerPackage from '#models/worker_package'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import { registrationBody, seedReferenceData, WORKERS } from '#tests/helpers/purchase'
import { createIntroducer, listCall } from '#tests/functional/back_office/back_office_fixtures'
import { auditCount, INTRODUCERS, introducerBody } from '#tests/functional/back_office/settings_fixtures'

const PACKAGES = [
  { minWorkers: 1, maxWorkers: 5, perWorkerAmountCents: 300, fixedAmountCents: null },
  { minWorkers: 6, maxWorkers: null, perWorkerAmountCents: null, fixedAmountCents: 2500 },
]

test.group('Back-office | business introducers', (group) => {
  isolateEachTest(group)

  test('anonymous 401 and customer 403 on every call, changing nothing', async ({ client, assert }) => {
    const introducer = await createIntroducer('GATE', 'Gate Partners')
    const customer = await createCustomer()
    for (const request of [
      () => client.get(INTRODUCERS),
      () => client.get(`${INTRODUCERS}/${introducer.id}`),
      () => client.post(INTRODUCERS).json(introducerBody()).withCsrfToken(),
      () => client.put(`${INTRODUCERS}/${introducer.id}`).json(introducerBody()).withCsrfToken(),
    ]) {
      ;(await request()).assertStatus(401)
      ;(await request().loginAs(customer)).assertStatus(403)
    }
    await introducer.refresh()
    assert.equal(introducer.name, 'Gate Partners')
    assert.equal(await auditCount(), 0)
  })

  test('the list: by name, paged, with packages; q on name or code, isActive', async ({ client, assert }) => {
    await createIntroducer('ZZ-1', 'Zebra Freight')
    await createIntroducer('aa-9', 'Mid Haulage', false)
    const alpha = await createIntroducer('MM', 'Alpha Lines')
    await WorkerPackage.create({ businessIntroducerId: alpha.id, ...PACKAGES[0], position: 0 })
    const admin = await createAdmin()

    const page = await listCall(client, INTRODUCERS, admin, { range: [0, 1] })
    page.assertStatus(200)
    page.assertHeader('content-range', 'businessIntroducers 0-1/3')
    const rows = page.body() as AdminBusinessIntroducerAnswer[]
    assert.deepEqual(
      rows.map((row) => row.name),
      ['Alpha Lines', 'Mid Haulage']
    )
    assert.deepEqual(rows[0].workerPackages, [PACKAGES[0]])

    const byCode = await listCall(client, INTRODUCERS, admin, { filter: { q: 'AA-9' } })
    assert.deepEqual(
      byCode.body().map((row: AdminBusinessIntroducerAnswer) => row.code),
      ['aa-9']
    )
    const active = await listCall(client, INTRODUCERS, admin, {
      filter: { isActive: true },
      sort: ['code', 'DESC'],
    })
    assert.deepEqual(
      active.body().map((row: AdminBusinessIntroducerAnswer) => row.code),
      ['ZZ-1', 'MM']
    )
  })

  test('one introducer by id; an unknown id answers 404', async ({ client, assert }) => {
    const introducer = await createIntroducer('ONE', 'One Partner')
    const admin = await createAdmin()

    const found = await client.get(`${INTRODUCERS}/${introducer.id}`).loginAs(admin)
    const missing = await client.get(`${INTRODUCERS}/999999`).loginAs(admin)
    const missingUpdate = await client
      .put(`${INTRODUCERS}/999999`)
      .json(introducerBody())
      .withCsrfToken()
      .loginAs(admin)

    found.assertStatus(200)
    assert.containsSubset(found.body(), { id: introducer.id, code: 'ONE', isActive: true })
    missing.assertStatus(404)
    missingUpdate.assertStatus(404)
  })

  test('an admin creates an introducer with its packages, audited', async ({ client, assert }) => {
    const admin = await createAdmin()
    const body = introducerBody({
      code: 'Baltic_1',
      isNumberOfWorkersNeeded: true,
      workerPackageAmountCents: 350,
      workerPackageMaxNumberOfWorker: 12,
      workerPackages: PACKAGES,
    })
    delete (body as Record<string, unknown>).isActive

    const response = await client.post(INTRODUCERS).json(body).withCsrfToken().loginAs(admin)

    response.assertStatus(201)
    const created = response.body() as AdminBusinessIntroducerAnswer
    assert.containsSubset(created, {
      code: 'Baltic_1',
      isActive: true,
      isNumberOfWorkersNeeded: true,
      unlimitedPackageAmountCents: 6500,
      workerPackageAmountCents: 350,
      workerPackageMaxNumberOfWorker: 12,
      workerPackages: PACKAGES,
    })
    const audit = await AuditLog.query().where('action', 'businessIntroducer.create').firstOrFail()
    assert.equal(audit.subjectType, 'business_introducer')
    assert.equal(audit.subjectId, created.id)
    assert.equal(audit.userId, admin.id)
    assert.containsSubset(audit.payload, { after: { code: 'Baltic_1', workerPackages: PACKAGES } })
  })

  test('refusals name their fields and change nothing: {title}')
    .with([
      {
        title: 'required fields',
        body: { name: '', unlimitedPackageAmountCents: undefined },
        fields: ['name', 'unlimitedPackageAmountCents'],
      },
      { title: 'a code with a space', body: { code: 'TWO WORDS' }, fields: ['code'] },
      {
        title: 'a price under 1 euro',
        body: { unlimitedPackageAmountCents: 99 },
        fields: ['unlimitedPackageAmountCents'],
      },
      {
        title: 'a worker count asked without its price',
        body: { isNumberOfWorkersNeeded: true, workerPackageAmountCents: null },
        fields: ['workerPackageAmountCents'],
      },
      {
        title: 'overlapping packages',
        body: {
          workerPackages: [
            PACKAGES[0],
            { minWorkers: 5, maxWorkers: 8, perWorkerAmountCents: null, fixedAmountCents: 2000 },
          ],
        },
        fields: ['workerPackages.1.minWorkers'],
        message: 'Package 2: its numbers of drivers overlap those of package 1.',
      },
      {
        title: 'a package with both prices and one without a minimum',
        body: {
          workerPackages: [
            { minWorkers: 1, maxWorkers: 2, perWorkerAmountCents: 300, fixedAmountCents: 900 },
            { minWorkers: null, maxWorkers: 9, perWorkerAmountCents: 200, fixedAmountCents: null },
          ],
        },
        fields: ['workerPackages.0.fixedAmountCents', 'workerPackages.1.minWorkers'],
      },
    ])
    .run(async ({ client, assert }, { body, fields, message }) => {
      const admin = await createAdmin()
      const before = await BusinessIntroducer.all()

      const response = await client
        .post(INTRODUCERS)
        .json(introducerBody(body))
        .withCsrfToken()
        .loginAs(admin)

      response.assertStatus(422)
      const errors = response.body().errors as { field: string; message: string }[]
      assert.sameMembers(
        errors.map((error) => error.field),
        fields
      )
      if (message) assert.equal(errors[0].message, message)
      assert.lengthOf(await BusinessIntroducer.all(), before.length)
      assert.equal(await auditCount('businessIntroducer.create'), 0)
    })

  test('the package refusal is worded in the language of the call', async ({ client, assert }) => {
    const admin = await createAdmin()
    const body = introducerBody({
      workerPackages: [PACKAGES[1], { ...PACKAGES[1], minWorkers: 10, fixedAmountCents: 3000 }],
    })

    const response = await client
      .post('/pl/api/admin/businessIntroducers')
      .json(body)
      .withCsrfToken()
      .loginAs(admin)

    response.assertStatus(422)
    assert.deepEqual(response.body().errors, [
      {
        field: 'workerPackages.1.minWorkers',
        rule: 'workerPackages.overlap',
        message: 'Pakiet 2: jego liczby kierowców pokrywają się z pakietem 1.',
      },
    ])
  })

  test('a code another introducer uses, in another case, is refused', async ({ client, assert }) => {
    await createIntroducer('Promo-X', 'Existing')
    const admin = await createAdmin()

    const response = await client
      .post(INTRODUCERS)
      .json(introducerBody({ code: 'PROMO-x' }))
      .withCsrfToken()
      .loginAs(admin)

    response.assertStatus(422)
    assert.deepEqual(
      response.body().errors.map((error: { field: string }) => error.field),
      ['code']
    )
    assert.isNull(await BusinessIntroducer.findBy('name', 'Baltic Haulage Club'))
  })

  test('an update changes prices and packages, audits only what changed; the code is fixed', async ({
    client,
    assert,
  }) => {
    const introducer = await createIntroducer('FIXED', 'Fixed Partner')
    const admin = await createAdmin()
    const body = introducerBody({ code: 'FIXED', name: 'Fixed Partner', unlimitedPackageAmountCents: 5900 })

    const updated = await client
      .put(`${INTRODUCERS}/${introducer.id}`)
      .json({ ...body, isActive: false, workerPackages: [PACKAGES[0]] })
      .withCsrfToken()
      .loginAs(admin)
    const renamed = await client
      .put(`${INTRODUCERS}/${introducer.id}`)
      .json({ ...body, code: 'fixed' })
      .withCsrfToken()
      .loginAs(admin)

    updated.assertStatus(200)
    assert.containsSubset(updated.body(), {
      code: 'FIXED',
      isActive: false,
      unlimitedPackageAmountCents: 5900,
      workerPackages: [PACKAGES[0]],
    })
    renamed.assertStatus(422)
    assert.equal(renamed.body().errors[0].field, 'code')
    assert.equal(renamed.body().errors[0].message, 'The code cannot be changed once created.')
    const audits = await AuditLog.query().where('action', 'businessIntroducer.update')
    assert.lengthOf(audits, 1)
    assert.deepEqual(audits[0].payload, {
      before: { isActive: true, unlimitedPackageAmountCents: 6000, workerPackages: [] },
      after: { isActive: false, unlimitedPackageAmountCents: 5900, workerPackages: [PACKAGES[0]] },
    })
  })

  test('a deactivated introducer: its code is refused at registration and by the promo-code check', async ({
    client,
    assert,
  }) => {
    const { promo } = await seedReferenceData()
    const admin = await createAdmin()
    const deactivate = await client
      .put(`${INTRODUCERS}/${promo.id}`)
      .json(introducerBody({ code: promo.code, name: promo.name, isActive: false }))
      .withCsrfToken()
      .loginAs(admin)
    deactivate.assertStatus(200)

    const check = await client
      .post('/en/api/businessIntroducer/validatePromoCode')
      .json({ promoCode: 'promo65' })
      .withCsrfToken()
    const registration = await client
      .post(`/en${WORKERS}/register`)
      .json({ ...registrationBody(), promoCode: 'PROMO65' })
      .withCsrfToken()

    check.assertStatus(200)
    assert.isNull(check.body().introducer)
    registration.assertStatus(422)
    assert.deepEqual(registration.body().errors, [
      { field: 'promoCode', message: 'This promo code is not valid.' },
    ])
  })
})
