import db from '@adonisjs/lucid/services/db'
import Worker from '#models/worker'
import type { WorkerFields } from '#services/workers/worker_fields'
import { lockContractForNewWorker } from '#services/workers/contract_lock'
import { carryIntoRenewal } from '#services/workers/renewal_carry'

/**
 * Adds a worker to a contract of the company, unless the contract is expired or full; a renewal already scheduled
 * gets the driver too, as far as its allowance goes (`renewal` says what happened there).
 */
export default class CreateWorker {
  async handle(companyId: number, contractId: number, fields: WorkerFields) {
    return db.transaction(async (trx) => {
      const contract = await lockContractForNewWorker(trx, companyId, contractId)
      const worker = await Worker.create(
        { ...fields, companyId, workerContractId: contract.id },
        { client: trx }
      )
      return { worker, renewal: await carryIntoRenewal(worker, trx) }
    })
  }
}
