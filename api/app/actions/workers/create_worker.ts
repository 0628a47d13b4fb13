import db from '@adonisjs/lucid/services/db'
import Worker from '#models/worker'
import type { WorkerFields } from '#services/workers/worker_fields'
import { lockContractForNewWorker } from '#services/workers/contract_lock'

/** Adds a worker to a contract of the company, unless the contract is expired or full. */
export default class CreateWorker {
  async handle(companyId: number, contractId: number, fields: WorkerFields) {
    return db.transaction(async (trx) => {
      const contract = await lockContractForNewWorker(trx, companyId, contractId)
      return Worker.create({ ...fields, companyId, workerContractId: contract.id }, { client: trx })
    })
  }
}
