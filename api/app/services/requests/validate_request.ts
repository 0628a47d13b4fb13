import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import WorkerRequest from '#models/worker_request'
import WorkerRequestLine from '#models/worker_request_line'
import WorkerContract from '#models/worker_contract'
import { contractEndDate, todayUtc } from '#services/contracts/contract_term'
import { renewalStartDate } from '#services/contracts/renewal_and_upgrade'
import { canTransition, transition } from '#services/requests/request_transitions'
import { BusinessException } from '#exceptions/business_exception'
import { issueContractInvoice } from '#services/billing/issue_contract_invoice'
import { applyUpgradeLines } from '#services/requests/validate_upgrade'
import { startContract } from '#services/contracts/start_contract'
import { carryWorkersOver } from '#services/workers/carry_workers_over'
import type { AuditPayload } from '#services/audit/record_audit'

export interface ValidationOptions {
  /** Start date per country code; missing countries start on their default date. */
  startDates?: Record<string, string>
  validatedByUserId?: number | null
  today?: string
  /**
   * Kept in the audit line of the validation (an admin's address and chosen start dates); `action` names the line
   * when the validation is part of a larger act (an upgrade ordered and applied at once).
   */
  audit?: { ip?: string | null; payload?: AuditPayload; action?: string }
}

/** Where a line's contract starts by default: today, or the day after the renewed contract ends. */
async function defaultStartDate(line: WorkerRequestLine, today: string, trx: TransactionClientContract) {
  if (!line.sourceWorkerContractId) return today
  const source = await WorkerContract.findOrFail(line.sourceWorkerContractId, { client: trx })
  return renewalStartDate(source.endDate, today)
}

/**
 * Validates a request inside the caller's transaction: one contract and one invoice per country line (a renewal
 * also carries the renewed contract's workers over; an upgrade raises its running contracts instead, see
 * validate_upgrade), then the request becomes validated. Idempotent: a request already validated is left as it is,
 * so a notification arriving twice or two admins clicking at once create nothing twice (the request row is locked
 * first).
 */
export async function validateRequestInTransaction(
  requestId: number,
  options: ValidationOptions,
  trx: TransactionClientContract
) {
  const request = await WorkerRequest.query({ client: trx }).where('id', requestId).forUpdate().firstOrFail()
  if (request.status === 'validated') return { request, created: [] as WorkerContract[] }
  if (!canTransition(request.status, 'validated')) {
    throw new BusinessException('requests.notPending', { status: 400 })
  }

  const today = options.today ?? todayUtc()
  const lines = await WorkerRequestLine.query({ client: trx })
    .where('worker_request_id', request.id)
    .preload('representativeCountry')
    .orderBy('id')
  const created: WorkerContract[] = []
  if (request.type === 'upgrade') {
    created.push(...(await applyUpgradeLines(request, lines, { ...options, today }, trx)))
  } else {
    for (const line of lines) {
      const startDate =
        options.startDates?.[line.representativeCountry.code] ?? (await defaultStartDate(line, today, trx))
      const contract = await startContract(
        request,
        line,
        { startDate, endDate: contractEndDate(startDate) },
        trx
      )
      await issueContractInvoice(contract, request, trx, { issueDate: today })
      if (request.type === 'renewal' && line.sourceWorkerContractId) {
        await carryWorkersOver(line.sourceWorkerContractId, contract, trx)
      }
      created.push(contract)
    }
  }

  await transition(request, 'validated', trx, {
    userId: options.validatedByUserId ?? null,
    ...options.audit,
  })
  return { request, created }
}
