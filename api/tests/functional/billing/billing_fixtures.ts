import db from '@adonisjs/lucid/services/db'
import type Company from '#models/company'
import type User from '#models/user'
import WorkerRequest from '#models/worker_request'
import WorkerRequestLine from '#models/worker_request_line'
import type RepresentativeCountry from '#models/representative_country'
import { RepresentativeCountryFactory } from '#database/factories/representative_country_factory'
import { WorkerContractFactory } from '#database/factories/worker_contract_factory'
import { nextSequence } from '#database/factories/sequence'
import { issueContractInvoice } from '#services/billing/issue_contract_invoice'
import { createCustomer } from '#tests/helpers/users'

/**
 * A validated purchase as the validation leaves it: a request by `user`, its line and its contract (79 EUR a month
 * unless told), in a country of its own with a representative company.
 */
export async function createValidatedPurchase(
  options: {
    user?: User
    company?: Company
    country?: RepresentativeCountry
    startDate?: string
    monthlyAmountCents?: number
  } = {}
) {
  const user = options.user ?? (await createCustomer(options.company ? { company: options.company } : {}))
  const companyId = options.company?.id ?? user.companyId
  if (!companyId) throw new Error('A purchase is made by a customer of a company')
  const country =
    options.country ?? (await RepresentativeCountryFactory.with('representativeCompany').create())
  const monthly = options.monthlyAmountCents ?? 7900
  const sequence = nextSequence()
  const request = await WorkerRequest.create({
    requestId: `TEST-${sequence}`,
    companyId,
    userId: user.id,
    type: 'creation',
    status: 'validated',
    mop: 'CARD',
    amountCents: monthly * 6,
    amountWithoutTaxCents: monthly * 6,
    currency: 'EUR',
    paymentReference: `PW-TEST-${sequence}`,
  })
  const contract = await WorkerContractFactory.merge({
    companyId,
    representativeCountryId: country.id,
    workerRequestId: request.id,
    monthlyAmountCents: monthly,
    totalAmountCents: monthly * 6,
    totalBillingWithoutTaxCents: monthly * 6,
    ...(options.startDate ? { startDate: options.startDate } : {}),
  }).create()
  await WorkerRequestLine.create({
    workerRequestId: request.id,
    representativeCountryId: country.id,
    packageSignature: null,
    numberOfWorkers: null,
    allowedNumberOfWorkers: null,
    monthlyAmountCents: monthly,
    totalAmountCents: monthly * 6,
    startDate: contract.startDate,
    endDate: contract.endDate,
    workerContractId: contract.id,
  })
  return { user, companyId, country, request, contract }
}

/** A validated purchase and its invoice, issued as the validation does. */
export async function createInvoicedPurchase(options: Parameters<typeof createValidatedPurchase>[0] = {}) {
  const purchase = await createValidatedPurchase(options)
  const invoice = await db.transaction((trx) =>
    issueContractInvoice(purchase.contract, purchase.request, trx, { issueDate: purchase.contract.startDate })
  )
  return { ...purchase, invoice }
}

/** The raw body of a binary answer (the api client does not parse application/pdf). */
export function pdfBytes(response: { text(): string; response: { body: unknown } }) {
  const body = response.response.body
  return Buffer.isBuffer(body) ? body : Buffer.from(response.text(), 'binary')
}
