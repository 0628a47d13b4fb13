import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import AuditLog from '#models/audit_log'
import { DriverFactory } from '#database/factories/driver_factory'
import { removePostings } from '#services/drivers/remove_postings'
import { eraseExpiredDrivers } from '#services/privacy/erasure_run'
import { isolateEachTest } from '#tests/helpers/database'
import {
  contractBetween,
  driverRow,
  fileExists,
  postedDriver,
  requestWithPayslip,
} from '#tests/functional/privacy/privacy_fixtures'
import { createWorker } from '#tests/functional/workers/worker_fixtures'
import { createCustomer } from '#tests/helpers/users'

/**
 * The scheduled erasure (drivers:erase-expired), with an explicit day: the driver kept on the retention period's
 * last day is erased the day after, his files gone from the configured disk (local, or S3 with TEST_STORAGE=s3).
 */
test.group('Privacy | the scheduled erasure of drivers', (group) => {
  isolateEachTest(group)

  test('a contract ended 2024-03-10: kept on 2026-03-10, erased on 2026-03-11 with his files', async ({
    assert,
  }) => {
    const { worker, driverId, a1, contractDocument } = await postedDriver('2024-03-10')

    assert.deepEqual(await eraseExpiredDrivers('2026-03-10'), { erased: 0, filesDeleted: 0, filesLeft: 0 })
    const kept = await driverRow(driverId)
    assert.equal(kept.lastName, 'Kowalski')
    assert.isNull(kept.erasedAt)
    assert.isTrue(await fileExists(a1.fileKey))

    const run = await eraseExpiredDrivers('2026-03-11')

    assert.deepEqual(run, { erased: 1, filesDeleted: 2, filesLeft: 0 })
    const erased = await driverRow(driverId)
    assert.equal(`${erased.firstName} ${erased.lastName}`, `Driver #${driverId}`)
    assert.isNotNull(erased.erasedAt)
    for (const field of [
      'civility',
      'dateOfBirth',
      'cityOfBirth',
      'countryCodeOfBirth',
      'countryCodeOfNationality',
      'addressLine1',
      'postalCode',
      'city',
      'licenceNumber',
      'driverCardNumber',
    ] as const) {
      assert.isNull(erased[field], field)
    }
    assert.notInclude(erased.searchName, 'kowalski')
    // His documents' rows and files are gone; his posting stays as the contract's history, its link revoked.
    assert.lengthOf(await db.from('worker_documents').where('driver_id', driverId), 0)
    assert.isFalse(await fileExists(a1.fileKey))
    assert.isFalse(await fileExists(contractDocument.fileKey))
    assert.lengthOf(await db.from('stored_file_deletions'), 0)
    assert.lengthOf(await db.from('workers').where('id', worker.id), 1)
    const links = await db.from('roadside_links').where('worker_id', worker.id)
    assert.isNotNull(links[0].revoked_at)
    // One audit line: the system (no user), the driver's id, counts; nothing of what was erased.
    const lines = await AuditLog.query().where('action', 'driver.erase')
    assert.lengthOf(lines, 1)
    assert.isNull(lines[0].userId)
    assert.equal(lines[0].subjectId, driverId)
    assert.deepEqual(lines[0].payload, {
      companyId: worker.companyId,
      postings: 1,
      storedFiles: 2,
      auditLines: 0,
      byRetention: true,
    })
    // A second run finds nothing to do.
    assert.deepEqual(await eraseExpiredDrivers('2026-03-12'), { erased: 0, filesDeleted: 0, filesLeft: 0 })
  })

  test('a posting removed on 2024-05-02 from a running contract: kept on 2026-05-02, erased on 2026-05-03', async ({
    assert,
  }) => {
    const { worker, driverId } = await postedDriver('2027-12-31', '2024-01-01')
    await db.transaction((trx) => removePostings([worker.id], trx, '2024-05-02'))
    assert.equal((await driverRow(driverId)).lastPostingEndedOn, '2024-05-02')

    assert.equal((await eraseExpiredDrivers('2026-05-02')).erased, 0)
    assert.equal((await eraseExpiredDrivers('2026-05-03')).erased, 1)
    assert.isNotNull((await driverRow(driverId)).erasedAt)
  })

  test('a driver posted on a running or scheduled contract is kept, whatever his older postings', async ({
    assert,
  }) => {
    const { company, driverId } = await postedDriver('2022-06-30')
    const later = await contractBetween(company, '2026-09-01', '2027-03-02')
    await createWorker(later, { driverId })

    assert.equal((await eraseExpiredDrivers('2026-03-11')).erased, 0)
    assert.isNull((await driverRow(driverId)).erasedAt)
  })

  test("an inspector's request holds its driver while open, then for the period after it was closed", async ({
    assert,
  }) => {
    const { company, driverId } = await postedDriver('2022-06-30')
    const { requestId, fileKey } = await requestWithPayslip(company.id, driverId, 'open')

    assert.equal((await eraseExpiredDrivers('2026-03-11')).erased, 0)

    await db
      .from('authority_requests')
      .where('id', requestId)
      .update({ status: 'closed', closed_on: '2025-01-15' })
    assert.equal((await eraseExpiredDrivers('2027-01-15')).erased, 0)
    assert.isTrue(await fileExists(fileKey))

    assert.equal((await eraseExpiredDrivers('2027-01-16')).erased, 1)
    // The payslip put in the request for him is gone; the request stays, naming his pseudonym.
    assert.isFalse(await fileExists(fileKey))
    assert.lengthOf(await db.from('authority_request_files').where('authority_request_id', requestId), 0)
    assert.lengthOf(await db.from('authority_request_drivers').where('authority_request_id', requestId), 1)
  })

  test('a driver never posted counts from the day he was added to the roster', async ({ assert }) => {
    const user = await createCustomer()
    const driver = await DriverFactory.merge({ companyId: user.companyId! }).create()
    await db.from('drivers').where('id', driver.id).update({ created_at: '2024-02-01 10:00:00' })

    assert.equal((await eraseExpiredDrivers('2026-02-01')).erased, 0)
    assert.equal((await eraseExpiredDrivers('2026-02-02')).erased, 1)
  })

  test('a file an erasure could not delete is deleted by the next run', async ({ assert }) => {
    const { a1 } = await postedDriver('2027-12-31', '2026-01-01')
    await db.table('stored_file_deletions').insert({ file_key: a1.fileKey, created_at: new Date() })

    const run = await eraseExpiredDrivers('2026-03-11')

    assert.deepEqual(run, { erased: 0, filesDeleted: 1, filesLeft: 0 })
    assert.isFalse(await fileExists(a1.fileKey))
    assert.lengthOf(await db.from('stored_file_deletions'), 0)
  })
})
