import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import AuditLog from '#models/audit_log'
import { addDays, todayUtc } from '#services/contracts/contract_term'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin } from '#tests/helpers/users'
import { readAsBytes } from '#tests/helpers/binary_bodies'
import { zipEntryNames } from '#services/workers/file_type'
import {
  ADMIN_BASE,
  addAuthorityFile,
  createAuthorityRequest,
  customerWithDrivers,
} from '#tests/functional/authority_requests/authority_request_fixtures'

/** The audit lines whose action is like `action`. */
async function lineCount(action: string) {
  const [row] = await db.from('audit_logs').where('action', 'like', action).count('* as total')
  return Number(row.total)
}

readAsBytes('application/zip')

async function requestCount() {
  const [row] = await db.from('authority_requests').count('* as total')
  return Number(row.total)
}

function body(companyId: number, driverIds: number[], fields: Record<string, unknown> = {}) {
  return {
    companyId,
    countryCode: 'fr',
    authority: 'DREAL Grand Est',
    reference: 'IMI-2026-0042',
    receivedOn: '2026-11-20',
    periodStart: '2026-09-01',
    periodEnd: '2026-09-30',
    driverIds,
    kinds: ['PAYSLIPS', 'TRANSPORT_EVIDENCE'],
    notes: 'Check after the roadside control of 12 September.',
    ...fields,
  }
}

test.group('Authority requests | back-office', (group) => {
  isolateEachTest(group)
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('an admin logs a request: due 8 weeks after it was received, its checklist missing, one audit line', async ({
    client,
    assert,
  }) => {
    const admin = await createAdmin()
    const { company, drivers } = await customerWithDrivers()
    const ids = drivers.map((driver) => driver.id)

    const response = await client.post(ADMIN_BASE).json(body(company.id, ids)).withCsrfToken().loginAs(admin)

    response.assertStatus(201)
    const created = response.body()
    assert.containsSubset(created, {
      companyId: company.id,
      companyName: company.name,
      countryCode: 'FR',
      receivedOn: '2026-11-20',
      dueOn: '2027-01-15',
      periodStart: '2026-09-01',
      periodEnd: '2026-09-30',
      status: 'open',
      kinds: ['PAYSLIPS', 'TRANSPORT_EVIDENCE'],
      files: [],
    })
    assert.sameMembers(created.driverIds, ids)
    assert.lengthOf(created.missing, 3)
    const lines = await AuditLog.query().where('action', 'authorityRequest.create')
    assert.lengthOf(lines, 1)
    assert.containsSubset(lines[0].serialize(), {
      userId: admin.id,
      subjectType: 'authority_request',
      subjectId: created.id,
      payload: { companyId: company.id, after: { dueOn: '2027-01-15', authorityStatus: 'open' } },
    })
  })

  test('a due date given is kept; one before the day received is refused in the caller’s language', async ({
    client,
    assert,
  }) => {
    const admin = await createAdmin()
    const { company, drivers } = await customerWithDrivers()

    const kept = await client
      .post(ADMIN_BASE)
      .json(body(company.id, [drivers[0].id], { dueOn: '2027-02-01' }))
      .withCsrfToken()
      .loginAs(admin)
    kept.assertStatus(201)
    assert.equal(kept.body().dueOn, '2027-02-01')

    const before = await requestCount()
    const refused = await client
      .post(ADMIN_BASE.replace('/en/', '/fr/'))
      .json(body(company.id, [drivers[0].id], { dueOn: '2026-11-19' }))
      .withCsrfToken()
      .loginAs(admin)
    refused.assertStatus(422)
    assert.equal(
      refused.body().errors[0].message,
      "L'échéance ne peut pas précéder le jour de réception de la demande."
    )
    assert.equal(await requestCount(), before)
  })

  test('bad input: 422 with the fields named, nothing logged', async ({ client, assert }) => {
    const admin = await createAdmin()
    const { company, drivers } = await customerWithDrivers()
    const other = await customerWithDrivers()
    const cases: [Record<string, unknown>, string][] = [
      [{ countryCode: 'US' }, 'countryCode'],
      [{ receivedOn: '2026-02-30' }, 'receivedOn'],
      [{ kinds: [] }, 'kinds'],
      [{ kinds: ['SELFIES'] }, 'kinds.0'],
      [{ driverIds: [] }, 'driverIds'],
      [{ authority: '' }, 'authority'],
      [{ status: 'lost' }, 'status'],
      [{ driverIds: [other.drivers[0].id] }, 'driverIds'],
      [{ periodEnd: '2026-08-01' }, 'periodEnd'],
      [{ companyId: 999_999_999 }, 'companyId'],
    ]
    for (const [fields, field] of cases) {
      const response = await client
        .post(ADMIN_BASE.replace('/en/', '/pl/'))
        .json(body(company.id, [drivers[0].id], fields))
        .withCsrfToken()
        .loginAs(admin)
      assert.equal(response.status(), 422, JSON.stringify(fields))
      assert.equal(response.body().errors[0].field, field, JSON.stringify(fields))
    }
    assert.equal(await requestCount(), 0)
    assert.equal(await lineCount('authorityRequest.%'), 0)
  })

  test('the list: server-paged, filtered by company, country, status and overdue', async ({
    client,
    assert,
  }) => {
    const admin = await createAdmin()
    const { company, drivers } = await customerWithDrivers()
    const other = await customerWithDrivers()
    const today = todayUtc()
    const late = await createAuthorityRequest(company, [drivers[0].id], { dueOn: addDays(today, -1) })
    const answered = await createAuthorityRequest(company, [drivers[0].id], {
      dueOn: addDays(today, -3),
      status: 'answered',
    })
    const german = await createAuthorityRequest(other.company, [other.drivers[0].id], { countryCode: 'DE' })

    const list = (filter: object, range = [0, 24]) =>
      client
        .get(ADMIN_BASE)
        .qs({
          filter: JSON.stringify(filter),
          sort: JSON.stringify(['dueOn', 'ASC']),
          range: JSON.stringify(range),
        })
        .loginAs(admin)

    const all = await list({})
    all.assertStatus(200)
    assert.equal(all.header('content-range'), 'authorityRequests 0-2/3')
    assert.deepEqual(
      all.body().map((row: { id: number }) => row.id),
      [answered, late, german]
    )
    assert.deepEqual(
      (await list({ overdue: true })).body().map((row: { id: number }) => row.id),
      [late]
    )
    assert.isTrue((await list({ overdue: true })).body()[0].overdue)
    // The switch turned off keeps every request, as the contracts' "expiring" does.
    assert.equal((await list({ overdue: false })).header('content-range'), 'authorityRequests 0-2/3')
    assert.deepEqual(
      (await list({ companyId: other.company.id })).body().map((row: { id: number }) => row.id),
      [german]
    )
    assert.deepEqual(
      (await list({ countryCode: 'DE' })).body().map((row: { id: number }) => row.id),
      [german]
    )
    assert.deepEqual(
      (await list({ status: 'answered' })).body().map((row: { id: number }) => row.id),
      [answered]
    )
    const page = await list({}, [1, 1])
    assert.equal(page.header('content-range'), 'authorityRequests 1-1/3')
    assert.deepEqual(
      page.body().map((row: { id: number }) => row.id),
      [late]
    )
  })

  test('an update moves the status as the table allows, audited with both sides; closed stays closed', async ({
    client,
    assert,
  }) => {
    const admin = await createAdmin()
    const { company, drivers } = await customerWithDrivers()
    const id = await createAuthorityRequest(company, [drivers[0].id])
    const show = await client.get(`${ADMIN_BASE}/${id}`).loginAs(admin)
    show.assertStatus(200)
    const current = show.body()
    const edited = {
      ...body(company.id, [drivers[0].id]),
      receivedOn: current.receivedOn,
      dueOn: current.dueOn,
      reference: current.reference,
      authority: current.authority,
      kinds: current.kinds,
      notes: null,
      periodStart: null,
      periodEnd: null,
    }

    const closed = await client
      .put(`${ADMIN_BASE}/${id}`)
      .json({ ...edited, status: 'closed' })
      .withCsrfToken()
      .loginAs(admin)
    assert.equal(closed.status(), 200, closed.text())
    assert.equal(closed.body().status, 'closed')
    const [line] = await AuditLog.query().where('action', 'authorityRequest.update')
    assert.deepEqual(line.payload, {
      companyId: company.id,
      before: { authorityStatus: 'open' },
      after: { authorityStatus: 'closed' },
    })

    const reopened = await client
      .put(`${ADMIN_BASE}/${id}`)
      .json({ ...edited, status: 'open' })
      .withCsrfToken()
      .loginAs(admin)
    reopened.assertStatus(422)
    assert.equal(reopened.body().errors[0].field, 'status')

    const moved = await client
      .put(`${ADMIN_BASE}/${id}`)
      .json({ ...edited, status: 'closed', companyId: (await customerWithDrivers()).company.id })
      .withCsrfToken()
      .loginAs(admin)
    moved.assertStatus(422)
    assert.equal(await lineCount('authorityRequest.update'), 1)
  })

  test('a driver whose files are in the request stays in it', async ({ client, assert }) => {
    const admin = await createAdmin()
    const { company, drivers } = await customerWithDrivers()
    const id = await createAuthorityRequest(company, [drivers[0].id, drivers[1].id])
    await addAuthorityFile(id, { kind: 'PAYSLIPS', driverId: drivers[1].id })

    const response = await client
      .put(`${ADMIN_BASE}/${id}`)
      .json(body(company.id, [drivers[0].id]))
      .withCsrfToken()
      .loginAs(admin)

    response.assertStatus(422)
    assert.equal(response.body().errors[0].field, 'driverIds')
    const [row] = await db
      .from('authority_request_drivers')
      .where('authority_request_id', id)
      .count('* as total')
    assert.equal(Number(row.total), 2)
  })

  test('the answer as one ZIP: a folder per driver, files by kind under readable names', async ({
    client,
    assert,
  }) => {
    const admin = await createAdmin()
    const { company, drivers } = await customerWithDrivers()
    const id = await createAuthorityRequest(company, [drivers[0].id, drivers[1].id], {
      reference: 'IMI/2026 42',
    })
    await drive.use().put('authority-requests/a', '%PDF-1.4 a')
    await drive.use().put('authority-requests/b', '%PDF-1.4 b')
    await drive.use().put('authority-requests/c', '%PDF-1.4 c')
    await addAuthorityFile(id, { kind: 'PAYSLIPS', driverId: drivers[0].id, fileKey: 'authority-requests/a' })
    await addAuthorityFile(id, {
      kind: 'PAYSLIPS',
      driverId: drivers[0].id,
      fileKey: 'authority-requests/b',
      fileName: 'wrzesień.PDF',
    })
    await addAuthorityFile(id, {
      kind: 'TRANSPORT_EVIDENCE',
      driverId: null,
      fileKey: 'authority-requests/c',
      fileName: 'cmr.pdf',
    })

    const response = await client.get(`${ADMIN_BASE}/${id}/download`).loginAs(admin)

    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'application/zip')
    assert.include(response.header('content-disposition'), 'authority-request-FR-imi-2026-42.zip')
    assert.deepEqual(zipEntryNames(response.body()), [
      'TRANSPORT_EVIDENCE_1.pdf',
      'Kowalski_Jan_1980-05-14/PAYSLIPS_1.pdf',
      'Kowalski_Jan_1980-05-14/PAYSLIPS_2.pdf',
    ])
  })

  test("the form's drivers: a company's roster by name", async ({ client, assert }) => {
    const admin = await createAdmin()
    const { company, drivers } = await customerWithDrivers()
    await customerWithDrivers()

    const response = await client.get(`${ADMIN_BASE}/drivers`).qs({ companyId: company.id }).loginAs(admin)

    response.assertStatus(200)
    assert.deepEqual(response.body(), {
      drivers: [
        { id: drivers[0].id, name: 'Jan Kowalski', dateOfBirth: '1980-05-14' },
        { id: drivers[1].id, name: 'Ewa Nowak', dateOfBirth: '1985-02-03' },
      ],
    })
    assert.deepEqual(
      (await client.get(`${ADMIN_BASE}/drivers`).qs({ companyId: 'x' }).loginAs(admin)).body(),
      {
        drivers: [],
      }
    )
  })

  test('admins only: anonymous 401, a customer 403, a missing request 404', async ({ client, assert }) => {
    const { user, company, drivers } = await customerWithDrivers()
    const id = await createAuthorityRequest(company, [drivers[0].id])
    const calls = [
      () => client.get(ADMIN_BASE),
      () => client.get(`${ADMIN_BASE}/${id}`),
      () => client.get(`${ADMIN_BASE}/${id}/download`),
      () => client.get(`${ADMIN_BASE}/drivers`).qs({ companyId: company.id }),
      () =>
        client
          .post(ADMIN_BASE)
          .json(body(company.id, [drivers[0].id]))
          .withCsrfToken(),
      () =>
        client
          .put(`${ADMIN_BASE}/${id}`)
          .json(body(company.id, [drivers[0].id]))
          .withCsrfToken(),
    ]
    for (const call of calls) {
      assert.equal((await call()).status(), 401)
      assert.equal((await call().loginAs(user)).status(), 403)
    }
    const admin = await createAdmin()
    assert.equal((await client.get(`${ADMIN_BASE}/${id + 1000}`).loginAs(admin)).status(), 404)
    assert.equal(await requestCount(), 1)
  })

  test('the home counts the overdue requests and links to them', async ({ client, assert }) => {
    const admin = await createAdmin()
    const { company, drivers } = await customerWithDrivers()
    await createAuthorityRequest(company, [drivers[0].id], { dueOn: addDays(todayUtc(), -1) })
    await createAuthorityRequest(company, [drivers[0].id], {
      dueOn: addDays(todayUtc(), -1),
      status: 'closed',
    })
    await createAuthorityRequest(company, [drivers[0].id])

    const response = await client.get('/en/api/admin/home').loginAs(admin)

    response.assertStatus(200)
    assert.deepEqual(response.body().overdueAuthorityRequests, {
      count: 1,
      list: { resource: 'authorityRequests', filter: { overdue: true } },
    })
  })
})
