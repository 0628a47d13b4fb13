import db from '@adonisjs/lucid/services/db'
import providerConfig from '#config/provider'
import Company from '#models/company'
import Invoice from '#models/invoice'
import InvoiceItem from '#models/invoice_item'
import RepresentativeCountry from '#models/representative_country'
import User from '#models/user'
import WorkerContract from '#models/worker_contract'
import { languageOf } from '#services/profiles/user_language'
import { recordAudit } from '#services/audit/record_audit'
import { allocateDocumentNumber } from '#services/billing/document_numbers'
import { customerSnapshot } from '#services/billing/parties'
import { formatDate } from '#services/billing/format'
import { todayUtc } from '#services/contracts/contract_term'
import { withVat } from '#services/billing/vat_rule'
import { vatTreatmentFor } from '#services/billing/vat_rates'
import { BusinessException } from '#exceptions/business_exception'
import { NotFoundException } from '#exceptions/not_found_exception'

export interface AdminInvoiceInput {
  issueDate: string
  amountWithoutTaxCents: number
  description: string
}

/**
 * An invoice an admin adds by hand to a contract, with one item, audited. Its VAT is the rule's for the company on
 * the invoice's date (services/billing/vat_rule.ts), whatever was sent. Numbers stay chronological: the date may not precede the latest
 * invoice of its year, checked once the year's sequence is locked so that no concurrent invoice slips in between.
 */
export default class CreateAdminInvoice {
  async handle(admin: User, contractId: number, input: AdminInvoiceInput, ip: string) {
    return db.transaction(async (trx) => {
      const contract = await WorkerContract.find(contractId, { client: trx })
      if (!contract) throw new NotFoundException()
      if (input.issueDate > todayUtc()) {
        throw new BusinessException('billing.errors.invoiceInTheFuture', { field: 'date' })
      }
      const [company, country, firstUser] = await Promise.all([
        Company.findOrFail(contract.companyId, { client: trx }),
        RepresentativeCountry.findOrFail(contract.representativeCountryId, { client: trx }),
        User.query({ client: trx }).where('company_id', contract.companyId).orderBy('id').first(),
      ])
      const locale = languageOf(firstUser)

      const year = Number(input.issueDate.slice(0, 4))
      const numbering = await allocateDocumentNumber('invoice', year, trx)
      const latest = await Invoice.query({ client: trx })
        .where('sequence_year', year)
        .orderBy('sequence_number', 'desc')
        .first()
      if (latest && input.issueDate < latest.issueDate) {
        throw new BusinessException('billing.errors.beforeLatestInvoice', {
          field: 'date',
          data: { number: latest.number, date: formatDate(latest.issueDate) },
        })
      }

      const treatment = await vatTreatmentFor(company, input.issueDate, trx)
      const totals = withVat(input.amountWithoutTaxCents, treatment)
      const invoice = await Invoice.create(
        {
          number: numbering.number,
          sequenceYear: year,
          sequenceNumber: numbering.sequence,
          companyId: company.id,
          workerContractId: contract.id,
          workerRequestId: null,
          issueDate: input.issueDate,
          ...customerSnapshot(company, locale),
          sellerVatNumber: providerConfig.seller.vatNumber,
          amountWithoutTaxCents: totals.withoutTaxCents,
          amountTaxesCents: totals.vatCents,
          amountWithTaxesCents: totals.withTaxCents,
          vatRateBasisPoints: treatment.rateBasisPoints,
          reverseCharge: treatment.reverseCharge,
          currency: contract.currency,
          description: input.description,
          locale,
          createdByUserId: admin.id,
        },
        { client: trx }
      )
      await InvoiceItem.create(
        {
          invoiceId: invoice.id,
          description: input.description,
          representativeCountryCode: country.code,
          periodStart: null,
          periodEnd: null,
          quantity: 1,
          unitAmountCents: input.amountWithoutTaxCents,
          amountCents: input.amountWithoutTaxCents,
        },
        { client: trx }
      )
      await recordAudit(
        {
          userId: admin.id,
          action: 'invoice.create',
          subjectType: 'invoice',
          subjectId: invoice.id,
          payload: {
            after: {
              number: invoice.number,
              issueDate: invoice.issueDate,
              companyId: company.id,
              workerContractId: contract.id,
              description: invoice.description,
              amountWithoutTaxCents: invoice.amountWithoutTaxCents,
              amountTaxesCents: invoice.amountTaxesCents,
              amountWithTaxesCents: invoice.amountWithTaxesCents,
              currency: invoice.currency,
            },
          },
          ip,
        },
        trx
      )
      return invoice
    })
  }
}
