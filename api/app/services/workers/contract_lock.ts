import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Worker from '#models/worker'
import WorkerContract from '#models/worker_contract'
import { BusinessException } from '#exceptions/business_exception'
import { NotFoundException } from '#exceptions/not_found_exception'
import { todayUtc } from '#services/contracts/contract_term'
import { addWorkerRefusal } from '#services/workers/worker_rules'

/**
 * The company's contract, its row locked until the transaction ends: two additions at once are counted one after
 * the other, so together they cannot exceed the allowance.
 */
export async function lockOwnContract(trx: TransactionClientContract, companyId: number, contractId: number) {
  const contract = await WorkerContract.query({ client: trx })
    .where('id', contractId)
    .where('company_id', companyId)
    .forUpdate()
    .first()
  if (!contract) throw new NotFoundException()
  return contract
}

export async function countWorkers(contractId: number, trx?: TransactionClientContract) {
  const [row] = await Worker.query({ client: trx })
    .where('worker_contract_id', contractId)
    .count('* as total')
  return Number(row.$extras.total)
}

/** Locks the contract and refuses (400) when it is expired or full. */
export async function lockContractForNewWorker(
  trx: TransactionClientContract,
  companyId: number,
  contractId: number
) {
  const contract = await lockOwnContract(trx, companyId, contractId)
  const refusal = addWorkerRefusal(contract, await countWorkers(contract.id, trx), todayUtc())
  if (refusal) throw new BusinessException(refusal)
  return contract
}
