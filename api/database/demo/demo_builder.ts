import db from '@adonisjs/lucid/services/db'
import Company from '#models/company'
import User from '#models/user'
import Profile from '#models/profile'
import ProfilePhone from '#models/profile_phone'
import RepresentativeCountry from '#models/representative_country'
import WorkerRequest from '#models/worker_request'
import WorkerRequestLine from '#models/worker_request_line'
import WorkerContract from '#models/worker_contract'
import Invoice from '#models/invoice'
import InvoiceItem from '#models/invoice_item'
import CreditNote from '#models/credit_note'
import Worker from '#models/worker'
import providerConfig from '#config/provider'
import { allocateDocumentNumber } from '#services/billing/document_numbers'
import { contractEndDate } from '#services/contracts/contract_term'
import type { Position } from '#enums/profile'

let requestCounter = 0

export async function createCompanyWithUser(data: {
  company: Partial<Company>
  user: { login: string; email: string; password: string }
  profile: { civility: 'MR' | 'MRS'; firstName: string; lastName: string; position: Position; phone: string }
}) {
  const company = await Company.create({ source: 'WORKER', vatStatus: 'valid', ...data.company })
  const user = await User.create({ ...data.user, companyId: company.id, role: 'customer', locale: 'pl' })
  const { phone, ...fields } = data.profile
  const profile = await Profile.create({ userId: user.id, ...fields })
  await ProfilePhone.create({ profileId: profile.id, type: 'BUSINESS', number: phone, position: 0 })
  return { company, user }
}

/**
 * A validated request with one contract and its invoice, as if the customer had paid on `startDate`.
 */
export async function createPaidContract(input: {
  company: Company
  user: User
  countryCode: string
  startDate: string
  allowedWorkers: number | null
  monthlyAmountCents: number
}) {
  const country = await RepresentativeCountry.findByOrFail('code', input.countryCode)
  const endDate = contractEndDate(input.startDate)
  const total = input.monthlyAmountCents * 6
  requestCounter += 1
  const suffix = `${input.company.id}-${requestCounter}`

  return db.transaction(async (trx) => {
    const request = await WorkerRequest.create(
      {
        requestId: `DEMO-${suffix}`,
        companyId: input.company.id,
        userId: input.user.id,
        type: 'creation',
        status: 'validated',
        mop: 'CARD',
        amountCents: total,
        currency: 'EUR',
        paymentReference: `PW-DEMO-${suffix}`,
      },
      { client: trx }
    )
    const contract = await WorkerContract.create(
      {
        companyId: input.company.id,
        representativeCountryId: country.id,
        workerRequestId: request.id,
        allowedNumberOfWorkers: input.allowedWorkers,
        monthlyAmountCents: input.monthlyAmountCents,
        totalAmountCents: total,
        totalBillingWithoutTaxCents: total,
        currency: 'EUR',
        startDate: input.startDate,
        endDate,
        dismissedReminders: [],
      },
      { client: trx }
    )
    await WorkerRequestLine.create(
      {
        workerRequestId: request.id,
        representativeCountryId: country.id,
        packageSignature: input.allowedWorkers
          ? `w|${input.monthlyAmountCents / input.allowedWorkers / 100}`
          : null,
        numberOfWorkers: input.allowedWorkers,
        allowedNumberOfWorkers: input.allowedWorkers,
        monthlyAmountCents: input.monthlyAmountCents,
        totalAmountCents: total,
        startDate: input.startDate,
        endDate,
        workerContractId: contract.id,
      },
      { client: trx }
    )

    const year = Number(input.startDate.slice(0, 4))
    const numbering = await allocateDocumentNumber('invoice', year, trx)
    const company = input.company
    const invoice = await Invoice.create(
      {
        number: numbering.number,
        sequenceYear: year,
        sequenceNumber: numbering.sequence,
        companyId: company.id,
        workerContractId: contract.id,
        workerRequestId: request.id,
        issueDate: input.startDate,
        customerName: company.name,
        customerVatNumber: company.vatNumber,
        customerAddress: [
          company.addressLine1,
          company.addressLine2,
          `${company.postalCode} ${company.city}`,
          company.countryCode,
        ]
          .filter(Boolean)
          .join('\n'),
        sellerVatNumber: providerConfig.seller.vatNumber,
        amountWithoutTaxCents: total,
        amountTaxesCents: 0,
        amountWithTaxesCents: total,
        currency: 'EUR',
        locale: 'pl',
      },
      { client: trx }
    )
    await InvoiceItem.create(
      {
        invoiceId: invoice.id,
        description: `Representation ${country.name} (${country.code}), 6 months`,
        representativeCountryCode: country.code,
        periodStart: input.startDate,
        periodEnd: endDate,
        quantity: 6,
        unitAmountCents: input.monthlyAmountCents,
        amountCents: total,
      },
      { client: trx }
    )
    return { contract, invoice }
  })
}

export async function createCreditNote(invoice: Invoice, amountCents: number, issueDate: string) {
  return db.transaction(async (trx) => {
    const year = Number(issueDate.slice(0, 4))
    const numbering = await allocateDocumentNumber('credit_note', year, trx)
    return CreditNote.create(
      {
        number: numbering.number,
        sequenceYear: year,
        sequenceNumber: numbering.sequence,
        invoiceId: invoice.id,
        companyId: invoice.companyId,
        issueDate,
        amountCents,
        currency: invoice.currency,
        reason: 'Commercial gesture',
        locale: invoice.locale,
      },
      { client: trx }
    )
  })
}

export async function addWorkers(contract: WorkerContract, people: [string, string, string, string][]) {
  await Worker.createMany(
    people.map(([firstName, lastName, dateOfBirth, cityOfBirth]) => ({
      companyId: contract.companyId,
      workerContractId: contract.id,
      civility: 'MR' as const,
      firstName,
      lastName,
      dateOfBirth,
      cityOfBirth,
      countryCodeOfBirth: 'PL',
      countryCodeOfNationality: 'PL',
    }))
  )
}
