import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type WorkerRequest from '#models/worker_request'
import type WorkerRequestLine from '#models/worker_request_line'
import WorkerContract from '#models/worker_contract'

/**
 * The contract bought by a line, from `startDate` to `endDate`, under the terms of sale the line was sold under;
 * the line then points to it.
 */
export async function startContract(
  request: WorkerRequest,
  line: WorkerRequestLine,
  dates: { startDate: string; endDate: string },
  trx: TransactionClientContract
) {
  const contract = await WorkerContract.create(
    {
      companyId: request.companyId,
      representativeCountryId: line.representativeCountryId,
      workerRequestId: request.id,
      businessIntroducerId: request.businessIntroducerId,
      renewedFromContractId: line.sourceWorkerContractId,
      allowedNumberOfWorkers: line.allowedNumberOfWorkers,
      packageSignature: line.packageSignature,
      monthlyAmountCents: line.monthlyAmountCents,
      totalAmountCents: line.totalAmountCents,
      totalBillingWithoutTaxCents: line.totalAmountCents,
      currency: request.currency,
      termsFrVersionId: line.termsFrVersionId,
      termsPlVersionId: line.termsPlVersionId,
      startDate: dates.startDate,
      endDate: dates.endDate,
      dismissedReminders: [],
    },
    { client: trx }
  )
  line.useTransaction(trx)
  line.merge({ ...dates, workerContractId: contract.id })
  await line.save()
  return contract
}
