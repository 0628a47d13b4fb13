import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import JSZip from 'jszip'
import AuditLog from '#models/audit_log'
import Company from '#models/company'
import { addDays, todayUtc } from '#services/contracts/contract_term'
import { isolateEachTest } from '#tests/helpers/database'
import { readAsBytes } from '#tests/helpers/binary_bodies'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import { pdfBytes } from '#tests/functional/billing/billing_fixtures'
import { NOT_FOUND, base, get, post } from '#tests/functional/workers/worker_fixtures'
import {
  driverPath,
  driverRow,
  fileExists,
  postedDriver,
  requestWithPayslip,
} from '#tests/functional/privacy/privacy_fixtures'
import { createDeclaration } from '#tests/functional/declarations/declaration_fixtures'

readAsBytes('application/zip')

const today = todayUtc()
const ended = addDays(today, -1)

test.group('Privacy | a driver erased on request', (group) => {
  isolateEachTest(group)

  test('the owner erases a driver whose contract ended: at once, audited, gone from the roster and the lists', async ({
    client,
    assert,
  }) => {
    const { user, company, contract, driverId, a1, contractDocument } = await postedDriver(ended)

    const response = await post(client, user, `${driverPath(company.id, driverId)}/erase`)

    response.assertStatus(200)
    assert.equal(response.body().erased, true)
    assert.match(response.body().successes[0].message, /were erased/)
    const erased = await driverRow(driverId)
    assert.equal(erased.lastName, `#${driverId}`)
    assert.isNull(erased.dateOfBirth)
    assert.isFalse(await fileExists(a1.fileKey))
    assert.isFalse(await fileExists(contractDocument.fileKey))
    const [line] = await AuditLog.query().where('action', 'driver.erase')
    assert.equal(line.userId, user.id)
    assert.equal(line.subjectId, driverId)
    assert.equal(line.payload!.byRetention, false)
    assert.notInclude(JSON.stringify(line.payload), 'Kowalski')

    const roster = await get(client, user, `/en/api/eurofiscalis/company/${company.id}/drivers`)
    assert.deepEqual(roster.body().drivers, [])
    const workers = await get(client, user, `${base(company.id)}/contract/${contract.id}/workers`)
    assert.notInclude(JSON.stringify(workers.body()), `#${driverId}`)
    assert.notInclude(JSON.stringify(workers.body()), 'Kowalski')

    // Irreversible: he is not found any more, for an erasure, an export or his documents.
    const again = await post(client, user, `${driverPath(company.id, driverId)}/erase`)
    again.assertStatus(404)
    assert.deepEqual(again.body(), NOT_FOUND)
    const exported = await get(client, user, `${driverPath(company.id, driverId)}/export`)
    exported.assertStatus(404)
  })

  test("the audit log's earlier lines about him keep no personal field of his; other lines stay as they were", async ({
    client,
    assert,
  }) => {
    const { user, company, worker, driverId, a1 } = await postedDriver(ended)
    const other = await postedDriver(ended)
    const admin = await createAdmin()
    const line = (subjectType: string, subjectId: number, payload: Record<string, unknown>) =>
      AuditLog.create({ userId: admin.id, action: `${subjectType}.update`, subjectType, subjectId, payload })
    const identity = {
      firstName: 'Jan',
      lastName: 'Kowalski',
      dateOfBirth: '1980-05-14',
      cityOfBirth: 'Lublin',
    }
    const created = await line('worker', worker.id, { after: identity, companyId: company.id })
    const details = await line('driver', driverId, {
      before: { licenceNumber: 'PL1234567' },
      after: { licenceNumber: 'PL7654321' },
      companyId: company.id,
      driverId,
    })
    const document = await line('worker_document', a1.id, {
      before: { fileName: 'A1 Kowalski.pdf', category: 'A1' },
      companyId: company.id,
      driverId,
      workerId: worker.id,
    })
    // An inspector's request about him, closed long ago: an upload's file names do not say whose file each is.
    const { requestId } = await requestWithPayslip(company.id, driverId, 'closed', '2020-01-01')
    const upload = await line('authority_request', requestId, {
      companyId: company.id,
      fileNames: ['payslip Kowalski.pdf'],
      authorityKinds: ['PAYSLIPS'],
    })
    const otherRequest = await requestWithPayslip(other.company.id, other.driverId, 'closed', '2020-01-01')
    const unrelated = [
      await line('worker', other.worker.id, { after: identity, companyId: other.company.id }),
      await line('authority_request', otherRequest.requestId, {
        companyId: other.company.id,
        fileNames: ['payslip Kowalski.pdf'],
        authorityKinds: ['PAYSLIPS'],
      }),
      await line('worker_document', other.a1.id, {
        before: { fileName: 'A1 Kowalski.pdf', category: 'A1' },
        driverId: other.driverId,
      }),
      await line('company', company.id, { before: { city: 'Lublin' }, after: { city: 'Lublin' } }),
    ]

    ;(await post(client, user, `${driverPath(company.id, driverId)}/erase`)).assertStatus(200)

    const payloadOf = async (id: number) => (await AuditLog.findOrFail(id)).payload
    assert.deepEqual(await payloadOf(created.id), {
      after: { firstName: null, lastName: null, dateOfBirth: null, cityOfBirth: null },
      companyId: company.id,
    })
    assert.deepEqual(await payloadOf(details.id), {
      before: { licenceNumber: null },
      after: { licenceNumber: null },
      companyId: company.id,
      driverId,
    })
    assert.deepEqual(await payloadOf(document.id), {
      before: { fileName: null, category: 'A1' },
      companyId: company.id,
      driverId,
      workerId: worker.id,
    })
    assert.deepEqual(await payloadOf(upload.id), {
      companyId: company.id,
      fileNames: null,
      authorityKinds: ['PAYSLIPS'],
    })
    for (const kept of unrelated) assert.deepEqual(await payloadOf(kept.id), kept.payload)
    const [erasure] = await AuditLog.query().where('action', 'driver.erase')
    assert.equal(erasure.payload!.auditLines, 4)
    // Nothing of him is left in any line about him (his pseudonym's number is his id, which the lines keep).
    const about = await AuditLog.query().whereNotIn(
      'id',
      unrelated.slice(0, 3).map((kept) => kept.id)
    )
    assert.notInclude(JSON.stringify(about.map((kept) => kept.payload)), 'Kowalski')
  })

  test('a manager may, and an admin may on any company', async ({ client, assert }) => {
    const first = await postedDriver(ended)
    const manager = await createCustomer({
      company: await Company.findOrFail(first.company.id),
      user: { companyRole: 'manager' },
    })
    ;(await post(client, manager, `${driverPath(first.company.id, first.driverId)}/erase`)).assertStatus(200)

    const second = await postedDriver(ended)
    const admin = await createAdmin()
    ;(await post(client, admin, `${driverPath(second.company.id, second.driverId)}/erase`)).assertStatus(200)
    const [line] = await AuditLog.query().where('action', 'driver.erase').where('subject_id', second.driverId)
    assert.equal(line.userId, admin.id)
  })

  test('refused with the reason while he is posted on a running contract, in the caller’s language', async ({
    client,
    assert,
  }) => {
    const { user, company, driverId, a1 } = await postedDriver(addDays(today, 30))

    const response = await post(client, user, `${driverPath(company.id, driverId, 'pl')}/erase`)

    response.assertStatus(409)
    assert.match(response.body().errors[0].message, /trwającej lub zaplanowanej umowy/)
    assert.equal((await driverRow(driverId)).lastName, 'Kowalski')
    assert.isTrue(await fileExists(a1.fileKey))
    assert.lengthOf(await AuditLog.query().where('action', 'driver.erase'), 0)
  })

  test("refused while an inspector's request concerning him is open, or was closed within the period", async ({
    client,
    assert,
  }) => {
    const { user, company, driverId } = await postedDriver(ended)
    const { requestId, fileKey } = await requestWithPayslip(company.id, driverId, 'open')

    const open = await post(client, user, `${driverPath(company.id, driverId)}/erase`)
    open.assertStatus(409)
    assert.match(open.body().errors[0].message, /still open/)

    await db.from('authority_requests').where('id', requestId).update({ status: 'closed', closed_on: ended })
    const retained = await post(client, user, `${driverPath(company.id, driverId, 'fr')}/erase`)
    retained.assertStatus(409)
    assert.match(retained.body().errors[0].message, /close il y a moins que la durée de conservation/)
    assert.isTrue(await fileExists(fileKey))

    await db.from('authority_requests').where('id', requestId).update({ closed_on: '2020-01-01' })
    ;(await post(client, user, `${driverPath(company.id, driverId)}/erase`)).assertStatus(200)
    assert.isFalse(await fileExists(fileKey))
  })

  test("another company's driver answers 404 and stays", async ({ client, assert }) => {
    const mine = await postedDriver(ended)
    const theirs = await postedDriver(ended)

    const response = await post(client, mine.user, `${driverPath(mine.company.id, theirs.driverId)}/erase`)

    response.assertStatus(404)
    assert.isNull((await driverRow(theirs.driverId)).erasedAt)
  })
})

test.group("Privacy | a driver's export", (group) => {
  isolateEachTest(group)

  test('a ZIP of driver.json (his data, postings, documents, declarations, requests, link openings) and his files', async ({
    client,
    assert,
  }) => {
    const { user, company, worker, driverId, a1, contractDocument } = await postedDriver(addDays(today, 30))
    const declaration = await createDeclaration(worker)
    const { requestId } = await requestWithPayslip(company.id, driverId, 'open')

    const response = await get(client, user, `${driverPath(company.id, driverId)}/export`)

    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'application/zip')
    assert.include(response.header('content-disposition'), `driver-${driverId}-${today}.zip`)
    const zip = await JSZip.loadAsync(pdfBytes(response))
    const data = JSON.parse(await zip.file('driver.json')!.async('string'))
    assert.include(data.driver, {
      id: driverId,
      firstName: 'Jan',
      lastName: 'Kowalski',
      dateOfBirth: '1980-05-14',
      cityOfBirth: 'Lublin',
      licenceNumber: 'PL1234567',
      driverCardNumber: 'PL0000000123456',
    })
    assert.deepEqual(data.driver.address, {
      addressLine1: 'ul. Długa 5',
      addressLine2: null,
      postalCode: '20-001',
      city: 'Lublin',
      countryCode: 'PL',
    })
    assert.deepEqual(
      data.postings.map((posting: { id: number }) => posting.id),
      [worker.id]
    )
    assert.deepEqual(
      data.documents.map((document: { fileName: string; file: string }) => [
        document.fileName,
        document.file,
      ]),
      [
        ['A1 Kowalski.pdf', `documents/${a1.id}-A1.pdf`],
        ['Umowa Kowalski.pdf', `documents/${contractDocument.id}-WORK_CONTRACT.pdf`],
      ]
    )
    assert.deepEqual(
      data.declarations.map((item: { id: number }) => item.id),
      [declaration.id]
    )
    assert.equal(data.authorityRequests[0].id, requestId)
    assert.equal(data.authorityRequests[0].files[0].fileName, 'payslip Kowalski.pdf')
    assert.deepEqual(data.roadside, { links: 1, openings: 1 })
    // Every file, byte for byte.
    assert.equal(
      await zip.file(`documents/${a1.id}-A1.pdf`)!.async('string'),
      '%PDF-1.4\n% A1 Kowalski.pdf\n%%EOF\n'
    )
    assert.equal(
      await zip.file(data.authorityRequests[0].files[0].file)!.async('string'),
      '%PDF-1.4\n% payslip\n%%EOF\n'
    )
    assert.lengthOf(Object.keys(zip.files), 4)
    const [line] = await AuditLog.query().where('action', 'driver.export')
    assert.equal(line.userId, user.id)
    assert.deepEqual(line.payload, { companyId: company.id, storedFiles: 3 })
  })

  test("an accountant is refused with the reason, another company's driver is not found", async ({
    client,
    assert,
  }) => {
    const mine = await postedDriver(ended)
    const theirs = await postedDriver(ended)
    const accountant = await createCustomer({
      company: await Company.findOrFail(mine.company.id),
      user: { companyRole: 'accountant' },
    })

    const refused = await get(client, accountant, `${driverPath(mine.company.id, mine.driverId)}/export`)
    refused.assertStatus(403)
    const foreign = await get(client, mine.user, `${driverPath(mine.company.id, theirs.driverId)}/export`)
    foreign.assertStatus(404)
    assert.lengthOf(await AuditLog.query().where('action', 'driver.export'), 0)
  })
})
