import db from '@adonisjs/lucid/services/db'
import Company from '#models/company'
import RepresentativeCountry from '#models/representative_country'
import User from '#models/user'
import WorkerContract from '#models/worker_contract'
import { languageOf } from '#services/profiles/user_language'
import { recordAudit } from '#services/audit/record_audit'
import { todayUtc } from '#services/contracts/contract_term'
import { vatTreatmentFor } from '#services/billing/vat_rates'
import { adminInvoiceLine } from '#services/billing/invoice_lines'
import { writeInvoice } from '#services/billing/invoice_writer'
import { BusinessException } from '#exceptions/business_exception'
import { NotFoundException } from '#exceptions/not_found_exception'

export interface AdminInvoiceInput {
  issueDate: string
  amountWithoutTaxCents: number
  description: string
}

/**
 * An invoice an admin adds by hand to a contract, with one item, audited. Its VAT is the rule's for the company on
 * the invoice's date (services/billing/vat_rule.ts), whatever was sent. Numbers stay chronological: the date may not
 * precede the latest invoice of its year (writeInvoice's `notBeforeLatest`).
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
      const invoice = await writeInvoice(
        {
          company,
          locale,
          issueDate: input.issueDate,
          treatment: await vatTreatmentFor(company, input.issueDate, trx),
          currency: contract.currency,
          workerContractId: contract.id,
          workerRequestId: null,
          createdByUserId: admin.id,
          line: adminInvoiceLine(input.description, country.code, input.amountWithoutTaxCents),
        },
        trx,
        { notBeforeLatest: true }
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
