import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Driver from '#models/driver'
import { BusinessException } from '#exceptions/business_exception'
import { identityKey } from '#services/drivers/identity'
import type { WorkerFields } from '#services/workers/worker_fields'
import { identified } from '#services/privacy/identified'

function isDuplicate(error: unknown) {
  return (error as { code?: string }).code === 'ER_DUP_ENTRY'
}

function findByIdentity(companyId: number, fields: WorkerFields, trx: TransactionClientContract) {
  return Driver.query({ client: trx })
    .where('company_id', companyId)
    .where('identity_key', identityKey(fields))
    .forUpdate()
    .first()
}

/**
 * The roster's driver for these fields: the one with the same identity (names folded, date of birth), as the roster
 * has him (a change to the person is an update, seen on all his postings), or a new one. Two parallel additions of
 * one new person make one driver: the second finds the first's row through the unique key.
 */
export async function driverFor(companyId: number, fields: WorkerFields, trx: TransactionClientContract) {
  const existing = await findByIdentity(companyId, fields, trx)
  if (existing) return { driver: identified(existing), isNew: false }
  try {
    const driver = await trx.transaction((savepoint) =>
      Driver.create({ companyId, ...fields }, { client: savepoint })
    )
    return { driver: identified(driver), isNew: true }
  } catch (error) {
    if (!isDuplicate(error)) throw error
    const created = await findByIdentity(companyId, fields, trx)
    if (!created) throw error
    return { driver: identified(created), isNew: false }
  }
}

/** Changes a driver's fields; refused (422) when his new identity is another driver's of the company. */
export async function changeDriver(driver: Driver, fields: WorkerFields, trx: TransactionClientContract) {
  const other = await findByIdentity(driver.companyId, fields, trx)
  if (other && other.id !== driver.id) {
    throw new BusinessException('workers.sameDriverExists', { field: 'lastName', status: 422 })
  }
  driver.merge(fields)
  try {
    await driver.useTransaction(trx).save()
  } catch (error) {
    if (isDuplicate(error)) {
      throw new BusinessException('workers.sameDriverExists', { field: 'lastName', status: 422 })
    }
    throw error
  }
  return driver
}
