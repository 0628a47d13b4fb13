import type { HttpContext } from '@adonisjs/core/http'
import type Company from '#models/company'
import Worker from '#models/worker'
import WorkerContract from '#models/worker_contract'
import WorkerDocument from '#models/worker_document'
import { NotFoundException } from '#exceptions/not_found_exception'
import { BusinessException } from '#exceptions/business_exception'
import { contractState, todayUtc } from '#services/contracts/contract_term'

/**
 * The worker or document named in the URL, when it belongs to the company already reached through findOwnCompany
 * and WorkerPolicy lets the user manage it; anything else answers 404 like a missing row.
 */
export async function findOwnWorker(ctx: HttpContext, company: Company, id: unknown, contractId?: number) {
  const query = Worker.query().where('id', Number(id)).where('company_id', company.id)
  if (contractId !== undefined) query.where('worker_contract_id', contractId)
  const worker = await query.first()
  if (!worker || (await ctx.bouncer.with('WorkerPolicy').denies('manage', worker))) {
    throw new NotFoundException()
  }
  return worker
}

export async function findOwnDocument(ctx: HttpContext, company: Company, id: unknown) {
  const document = await WorkerDocument.query()
    .where('id', Number(id))
    .whereIn('worker_id', (workers) => workers.from('workers').select('id').where('company_id', company.id))
    .first()
  if (!document) throw new NotFoundException()
  await findOwnWorker(ctx, company, document.workerId)
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

export async function findEditableDocument(ctx: HttpContext, company: Company, id: unknown) {
  const document = await findOwnDocument(ctx, company, id)
  const worker = await Worker.findOrFail(document.workerId)
  await assertContractRunning(worker.workerContractId)
  return document
}

async function assertContractRunning(contractId: number) {
  const contract = await WorkerContract.findOrFail(contractId)
  if (contractState(contract, todayUtc()) === 'expired') {
    throw new BusinessException('workers.contractEndedReadOnly')
  }
}
