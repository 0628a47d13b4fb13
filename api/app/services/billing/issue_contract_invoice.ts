import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import providerConfig from '#config/provider'
import Company from '#models/company'
import Invoice from '#models/invoice'
import InvoiceItem from '#models/invoice_item'
import RepresentativeCountry from '#models/representative_country'
import User from '#models/user'
import WorkerContract from '#models/worker_contract'
import WorkerRequestLine from '#models/worker_request_line'
import WorkerRequest from '#models/worker_request'
import { languageOf } from '#services/profiles/user_language'
import { allocateDocumentNumber } from '#services/billing/document_numbers'
import { customerSnapshot } from '#services/billing/parties'
import { billedMonths, invoiceLineDescription, type BilledLine } from '#services/billing/invoice_lines'
import { addDays, todayUtc } from '#services/contracts/contract_term'
import { withVat } from '#services/billing/vat_rule'

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

  // An upgrade bills its own line (the monthly difference over the months left); a purchase, the whole contract.
  const monthlyCents = line?.monthlyAmountCents ?? contract.monthlyAmountCents
  const totalCents = line?.totalAmountCents ?? contract.totalAmountCents
  const months = billedMonths(monthlyCents, totalCents)
  const billedLine: BilledLine = {
    type: request.type,
    countryCode: country.code,
    months: months ?? 6,
    packageSignature: line?.packageSignature ?? contract.packageSignature,
    allowedNumberOfWorkers: line ? line.allowedNumberOfWorkers : contract.allowedNumberOfWorkers,
    ...(options.previous ? { previous: options.previous } : {}),
  }
  const description = invoiceLineDescription(billedLine, locale)

  // The treatment the request was sold under, as stored (the caller's instance may predate it).
  const sale = await WorkerRequest.query({ client: trx })
    .where('id', request.id)
    .select('vat_rate_basis_points', 'reverse_charge')
    .firstOrFail()
  const treatment = { rateBasisPoints: sale.vatRateBasisPoints, reverseCharge: sale.reverseCharge }
  const totals = withVat(totalCents, treatment)
  const year = Number(issueDate.slice(0, 4))
  const numbering = await allocateDocumentNumber('invoice', year, trx)
  const invoice = await Invoice.create(
    {
      number: numbering.number,
      sequenceYear: year,
      sequenceNumber: numbering.sequence,
      companyId: company.id,
      workerContractId: contract.id,
      workerRequestId: request.id,
      issueDate,
      ...customerSnapshot(company, locale),
      sellerVatNumber: providerConfig.seller.vatNumber,
      // Taxed as the request was sold: its treatment, on this contract's share.
      amountWithoutTaxCents: totals.withoutTaxCents,
      amountTaxesCents: totals.vatCents,
      amountWithTaxesCents: totals.withTaxCents,
      vatRateBasisPoints: treatment.rateBasisPoints,
      reverseCharge: treatment.reverseCharge,
      currency: contract.currency,
      description,
      locale,
      createdByUserId: null,
    },
    { client: trx }
  )
  await InvoiceItem.create(
    {
      invoiceId: invoice.id,
      description,
      billedLine,
      representativeCountryCode: country.code,
      periodStart: line?.startDate ?? contract.startDate,
      periodEnd: contract.endDate,
      quantity: months ?? 1,
      unitAmountCents: months ? monthlyCents : totalCents,
      amountCents: totalCents,
    },
    { client: trx }
  )
  return invoice
}
