import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type WorkerRequest from '#models/worker_request'
import type WorkerRequestLine from '#models/worker_request_line'
import WorkerContract from '#models/worker_contract'
import { contractEndDate } from '#services/contracts/contract_term'
import { BusinessException } from '#exceptions/business_exception'
import { issueContractInvoice } from '#services/billing/issue_contract_invoice'
import { startContract } from '#services/contracts/start_contract'

export const UPGRADE_EXPIRED = 'renewal.upgrade.expired'

/**
 * The validation of an upgrade's lines. A line with a source contract raises that contract (allowance, package,
 * monthly amount, amounts billed) and keeps its dates; a line without adds a country until the line's end date
 * (the running contracts' end). Each line gets its invoice, billed from the line (the monthly difference over the
 * months left). Every line is checked before anything is written, so a refusal leaves the transaction untouched.
 */
export async function applyUpgradeLines(
  request: WorkerRequest,
  lines: WorkerRequestLine[],
  options: { startDates?: Record<string, string>; today: string },
  trx: TransactionClientContract
) {
  const plans = []
  for (const line of lines) {
    const source = line.sourceWorkerContractId
      ? await WorkerContract.query({ client: trx })
          .where('id', line.sourceWorkerContractId)
          .forUpdate()
          .firstOrFail()
      : null
    const startDate = options.startDates?.[line.representativeCountry.code] ?? options.today
    const endDate = source?.endDate ?? line.endDate ?? contractEndDate(startDate)
    if (endDate < options.today) throw new BusinessException(UPGRADE_EXPIRED, { status: 400 })
    if (startDate > endDate) {
      throw new BusinessException('renewal.upgrade.startAfterEnd', {
        field: 'startDates',
        status: 422,
        data: { country: line.representativeCountry.code, date: endDate },
      })
    }
    plans.push({ line, source, startDate, endDate })
  }

  const created: WorkerContract[] = []
  for (const { line, source, startDate, endDate } of plans) {
    let contract = source
    // What the invoice says was added: the contract's drivers and package before it is raised.
    const previous = source
      ? { packageSignature: source.packageSignature, allowedNumberOfWorkers: source.allowedNumberOfWorkers }
      : undefined
    if (contract) {
      contract.useTransaction(trx)
      contract.merge({
        allowedNumberOfWorkers: line.allowedNumberOfWorkers,
        packageSignature: line.packageSignature,
        monthlyAmountCents: contract.monthlyAmountCents + line.monthlyAmountCents,
        totalAmountCents: contract.totalAmountCents + line.totalAmountCents,
        totalBillingWithoutTaxCents: contract.totalBillingWithoutTaxCents + line.totalAmountCents,
      })
      await contract.save()
      line.useTransaction(trx)
      line.merge({ startDate, endDate, workerContractId: contract.id })
      await line.save()
    } else {
      contract = await startContract(request, line, { startDate, endDate }, trx)
      created.push(contract)
    }
    // Growing at no extra cost (a cheaper unlimited price, a fixed package) bills nothing: no invoice of 0.
    if (line.totalAmountCents > 0)
      await issueContractInvoice(contract, request, trx, { issueDate: options.today, previous })
  }
  return created
}
