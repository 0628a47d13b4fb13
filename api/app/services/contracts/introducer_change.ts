import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { AdminActiveContractsAnswer } from '@posted-workers/domain'
import { contractRows, readContractFilter, type ContractRow } from '#services/contracts/contract_list'
import { todayUtc } from '#services/contracts/contract_term'
import { PENDING_STATUSES } from '#services/requests/request_transitions'
import { presentAdminContract } from '#services/presenters/admin_contract_presenter'

/**
 * Whether an admin may give a company's contracts another business introducer today (ARCHITECTURE.md: refused
 * without a contract running today, or while a request waits for payment). The contracts concerned are those
 * running today and the renewals already scheduled after them.
 */
export function introducerChangeRefusal(
  contracts: { startDate: string }[],
  pendingRequests: number,
  today: string
) {
  if (!contracts.some((contract) => contract.startDate <= today)) return 'noActiveContract' as const
  if (pendingRequests > 0) return 'pendingRequest' as const
  return null
}

/** The company's running and scheduled contracts, and whether their introducer may change now. */
export async function introducerChangeState(
  companyId: number,
  today = todayUtc(),
  trx?: TransactionClientContract
) {
  const rowsQuery = contractRows(readContractFilter({ companyId, endDateFrom: today }), {
    field: 'startDate',
    direction: 'asc',
  })
  const pendingQuery = (trx ?? db)
    .from('worker_requests')
    .where('company_id', companyId)
    .whereIn('status', PENDING_STATUSES)
    .count('* as total')
  if (trx) rowsQuery.useTransaction(trx)
  const [rows, pending] = await Promise.all([rowsQuery, pendingQuery])
  const contracts = rows as ContractRow[]
  return {
    contracts,
    reason: introducerChangeRefusal(contracts, Number(pending[0].total), today),
  }
}

export async function presentIntroducerChangeState(companyId: number): Promise<AdminActiveContractsAnswer> {
  const today = todayUtc()
  const { contracts, reason } = await introducerChangeState(companyId, today)
  return {
    workerContracts: contracts.map((row) => presentAdminContract(row, today)),
    businessIntroducerIds: [
      ...new Set(contracts.flatMap((row) => (row.businessIntroducerId ? [row.businessIntroducerId] : []))),
    ],
    updateDisable: reason !== null,
    reason,
  }
}
