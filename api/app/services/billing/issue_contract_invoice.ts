import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Company from '#models/company'
import Invoice from '#models/invoice'
import RepresentativeCountry from '#models/representative_country'
import User from '#models/user'
import WorkerContract from '#models/worker_contract'
import WorkerRequestLine from '#models/worker_request_line'
import WorkerRequest from '#models/worker_request'
import { languageOf } from '#services/profiles/user_language'
import { contractInvoiceLine, type BilledLine } from '#services/billing/invoice_lines'
import { writeInvoice } from '#services/billing/invoice_writer'
import { addDays, todayUtc } from '#services/contracts/contract_term'

/**
 * The invoice of a contract bought by a validated request, issued inside the caller's transaction (the one that
 * validates the request): numbered there, so a rolled-back validation gives its number back. Idempotent: when the
 * contract already has the invoice of this request, that invoice is returned and nothing is created.
 */
export async function issueContractInvoice(
  contract: WorkerContract,
  request: WorkerRequest,
  trx: TransactionClientContract,
  options: { issueDate?: string; previous?: BilledLine['previous'] } = {}
) {
  // The contract's row lock serialises two validations of the same request.
  await WorkerContract.query({ client: trx }).where('id', contract.id).forUpdate().firstOrFail()
  const existing = await Invoice.query({ client: trx })
    .where('worker_contract_id', contract.id)
    .where('worker_request_id', request.id)
    .first()
  if (existing) return existing

  const issueDate = addDays(options.issueDate ?? todayUtc(), 0)
  const [company, country, user, line] = await Promise.all([
    Company.findOrFail(contract.companyId, { client: trx }),
    RepresentativeCountry.findOrFail(contract.representativeCountryId, { client: trx }),
    request.userId ? User.find(request.userId, { client: trx }) : null,
    WorkerRequestLine.query({ client: trx })
      .where('worker_request_id', request.id)
      .where('worker_contract_id', contract.id)
      .first(),
  ])
  const locale = languageOf(user)

  // Taxed as the request was sold, as stored (the caller's instance may predate it), on this contract's share.
  const sale = await WorkerRequest.query({ client: trx })
    .where('id', request.id)
    .select('vat_rate_basis_points', 'reverse_charge')
    .firstOrFail()
  return writeInvoice(
    {
      company,
      locale,
      issueDate,
      treatment: { rateBasisPoints: sale.vatRateBasisPoints, reverseCharge: sale.reverseCharge },
      currency: contract.currency,
      workerContractId: contract.id,
      workerRequestId: request.id,
      createdByUserId: null,
      line: contractInvoiceLine(
        { type: request.type, countryCode: country.code, contract, line, previous: options.previous },
        locale
      ),
    },
    trx
  )
}
