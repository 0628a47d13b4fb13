import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import providerConfig from '#config/provider'
import Invoice from '#models/invoice'
import InvoiceItem from '#models/invoice_item'
import type { Locale } from '#enums/profile'
import { BusinessException } from '#exceptions/business_exception'
import { allocateDocumentNumber } from '#services/billing/document_numbers'
import { formatDate } from '#services/billing/format'
import type { InvoiceLine } from '#services/billing/invoice_lines'
import { customerSnapshot, type CustomerCompany } from '#services/billing/parties'
import { withVat, type VatTreatment } from '#services/billing/vat_rule'
import { storeLatestInvoice } from '#services/contracts/latest_invoice_link'

/** An invoice to issue: to whom, on which day and in which language, taxed how, for which contract, and its line. */
export interface InvoiceDraft {
  company: CustomerCompany & { id: number }
  locale: Locale
  issueDate: string
  treatment: VatTreatment
  currency: string
  workerContractId: number
  /** The request that bought the contract's line; null for an admin's invoice. */
  workerRequestId: number | null
  /** The admin who added it; null when a validation issued it. */
  createdByUserId: number | null
  line: InvoiceLine
}

/**
 * The rows an invoice is written as: its number, the customer as it stands today, the seller's VAT number, the VAT
 * of its line's amount under its treatment, and its line.
 */
export function invoiceRows(
  draft: InvoiceDraft,
  numbering: { number: string; sequenceYear: number; sequenceNumber: number }
) {
  const totals = withVat(draft.line.amountCents, draft.treatment)
  return {
    invoice: {
      ...numbering,
      companyId: draft.company.id,
      workerContractId: draft.workerContractId,
      workerRequestId: draft.workerRequestId,
      issueDate: draft.issueDate,
      ...customerSnapshot(draft.company, draft.locale),
      sellerVatNumber: providerConfig.seller.vatNumber,
      amountWithoutTaxCents: totals.withoutTaxCents,
      amountTaxesCents: totals.vatCents,
      amountWithTaxesCents: totals.withTaxCents,
      vatRateBasisPoints: draft.treatment.rateBasisPoints,
      reverseCharge: draft.treatment.reverseCharge,
      currency: draft.currency,
      description: draft.line.description,
      locale: draft.locale,
      createdByUserId: draft.createdByUserId,
    },
    item: draft.line,
  }
}

/**
 * Issues an invoice inside the caller's transaction: numbered there by the gapless allocator (a rolled-back
 * transaction gives its number back), then written with its line. With `notBeforeLatest` (a date chosen by hand),
 * a date before the latest invoice of its year is refused, checked once the year's sequence is locked so that no
 * concurrent invoice slips in between: numbers stay chronological.
 */
export async function writeInvoice(
  draft: InvoiceDraft,
  trx: TransactionClientContract,
  options: { notBeforeLatest?: boolean } = {}
) {
  const numbering = await allocateDocumentNumber('invoice', draft.issueDate, trx)
  if (options.notBeforeLatest) {
    const latest = await Invoice.query({ client: trx })
      .where('sequence_year', numbering.sequenceYear)
      .orderBy('sequence_number', 'desc')
      .first()
    if (latest && draft.issueDate < latest.issueDate) {
      throw new BusinessException('billing.errors.beforeLatestInvoice', {
        field: 'date',
        data: { number: latest.number, date: formatDate(latest.issueDate) },
      })
    }
  }
  const rows = invoiceRows(draft, numbering)
  const invoice = await Invoice.create(rows.invoice, { client: trx })
  await InvoiceItem.create({ invoiceId: invoice.id, ...rows.item }, { client: trx })
  await storeLatestInvoice(draft.workerContractId, invoice.id, trx)
  return invoice
}
