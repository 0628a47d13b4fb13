import type { HttpContext } from '@adonisjs/core/http'
import type Company from '#models/company'
import Driver from '#models/driver'
import Worker from '#models/worker'
import WorkerContract from '#models/worker_contract'
import WorkerDocument from '#models/worker_document'
import { NotFoundException } from '#exceptions/not_found_exception'
import { BusinessException } from '#exceptions/business_exception'
import { contractState, todayUtc } from '#services/contracts/contract_term'
import { identified } from '#services/privacy/identified'

/**
 * The worker (posting), driver or document named in the URL, when it belongs to the company already reached through
 * findOwnCompany and WorkerPolicy lets the user manage it; anything else answers 404 like a missing row.
 */
export async function findOwnWorker(ctx: HttpContext, company: Company, id: unknown, contractId?: number) {
  const query = Worker.query()
    .where('id', Number(id))
    .where('company_id', company.id)
    .whereHas('driver', (driver) => driver.whereNull('erased_at'))
  if (contractId !== undefined) query.where('worker_contract_id', contractId)
  const worker = await query.first()
  if (!worker || (await ctx.bouncer.with('WorkerPolicy').denies('manage', worker))) {
    throw new NotFoundException()
  }
  return worker
}

export async function findOwnDriver(ctx: HttpContext, company: Company, id: unknown) {
  const driver = await Driver.query()
    .where('id', Number(id))
    .where('company_id', company.id)
    .whereNull('erased_at')
    .first()
  if (!driver || (await ctx.bouncer.with('WorkerPolicy').denies('manage', driver))) {
    throw new NotFoundException()
  }
  return identified(driver)
}

export async function findOwnDocument(ctx: HttpContext, company: Company, id: unknown) {
  const document = await WorkerDocument.query()
    .where('id', Number(id))
    .whereIn('driver_id', (drivers) => drivers.from('drivers').select('id').where('company_id', company.id))
    .first()
  if (!document) throw new NotFoundException()
  await findOwnDriver(ctx, company, document.driverId)
  return document
}

/**
 * A worker whose contract has not ended: an expired contract's drivers are its record and stay as they were (read
 * only: no change, removal, upload or deletion of a document; 400 with the reason).
 */
export async function findEditableWorker(ctx: HttpContext, company: Company, id: unknown) {
  const worker = await findOwnWorker(ctx, company, id)
  await assertContractRunning(worker.workerContractId)
  return worker
}

/**
 * A document that may still change: one of a posting whose contract has not ended, or one of the person while he is
 * posted on a contract that has not ended (a driver whose postings all ended is a record, like them).
 */
export async function findEditableDocument(ctx: HttpContext, company: Company, id: unknown) {
  const document = await findOwnDocument(ctx, company, id)
  if (document.workerId !== null) {
    const worker = await Worker.findOrFail(document.workerId)
    await assertContractRunning(worker.workerContractId)
  } else {
    await livePostingOf(document.driverId)
  }
  return document
}

/** The driver's first posting on a contract that has not ended; 400 with the reason when he has none. */
export async function livePostingOf(driverId: number) {
  const live = await Worker.query()
    .where('driver_id', driverId)
    .whereHas('workerContract', (contract) => contract.where('end_date', '>=', todayUtc()))
    .orderBy('id')
    .first()
  if (!live) throw new BusinessException('workers.driverNotPosted')
  return live
}

async function assertContractRunning(contractId: number) {
  const contract = await WorkerContract.findOrFail(contractId)
  if (contractState(contract, todayUtc()) === 'expired') {
    throw new BusinessException('workers.contractEndedReadOnly')
  }
}
