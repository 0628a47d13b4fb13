import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Company from '#models/company'
import User from '#models/user'
import Profile from '#models/profile'
import ProfilePhone from '#models/profile_phone'
import RepresentativeCountry from '#models/representative_country'
import WorkerRequest from '#models/worker_request'
import WorkerRequestLine from '#models/worker_request_line'
import WorkerContract from '#models/worker_contract'
import type Invoice from '#models/invoice'
import type BusinessIntroducer from '#models/business_introducer'
import Worker from '#models/worker'
import Driver from '#models/driver'
import { identityKey } from '#services/drivers/identity'
import { contractEndDate } from '#services/contracts/contract_term'
import { vatTreatmentFor } from '#services/billing/vat_rates'
import { withVat } from '#services/billing/vat_rule'
import { issueContractInvoice } from '#services/billing/issue_contract_invoice'
import { issueCreditNote } from '#services/billing/issue_credit_note'
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
 * A validated request with one contract and its invoice (issued by the same action as a real validation), as if
 * the customer had paid on `startDate`.
 */
export async function createPaidContract(input: {
  company: Company
  user: User
  countryCode: string
  startDate: string
  allowedWorkers: number | null
  monthlyAmountCents: number
  /** The package bought ('w|4'); null for unlimited. By default, the per-worker price of the allowance. */
  packageSignature?: string | null
  /** The business introducer whose promo code the order carried. */
  introducer?: BusinessIntroducer | null
}) {
  const country = await RepresentativeCountry.findByOrFail('code', input.countryCode)
  const packageSignature =
    input.packageSignature !== undefined
      ? input.packageSignature
      : input.allowedWorkers
        ? `w|${input.monthlyAmountCents / input.allowedWorkers / 100}`
        : null
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
        promoCode: input.introducer?.code ?? null,
        businessIntroducerId: input.introducer?.id ?? null,
      },
      { client: trx }
    )
    const contract = await WorkerContract.create(
      {
        companyId: input.company.id,
        representativeCountryId: country.id,
        workerRequestId: request.id,
        businessIntroducerId: input.introducer?.id ?? null,
        allowedNumberOfWorkers: input.allowedWorkers,
        packageSignature,
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
        packageSignature,
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

    const invoice = await issueContractInvoice(contract, request, trx, { issueDate: input.startDate })
    return { contract, invoice }
  })
}

/**
 * An order waiting for its money, as a customer leaves it after choosing the bank transfer (or after a declined card):
 * one line per country, unlimited drivers at the country's price for six months, taxed as the VAT rule says on
 * `createdOn`. It has no contract yet: an admin validates it in the back-office once the transfer is in.
 */
export async function createPendingOrder(input: {
  company: Company
  user: User
  countryCodes: string[]
  createdOn: string
  status?: 'pending_payment' | 'payment_failed'
}) {
  const countries = await Promise.all(
    input.countryCodes.map((code) => RepresentativeCountry.findByOrFail('code', code))
  )
  const totalOf = (country: RepresentativeCountry) => (country.unlimitedPackageAmountCents ?? 7900) * 6
  const withoutTax = countries.reduce((sum, country) => sum + totalOf(country), 0)
  const treatment = await vatTreatmentFor(input.company, input.createdOn)
  const totals = withVat(withoutTax, treatment)
  requestCounter += 1
  const suffix = `${input.company.id}-${requestCounter}`
  const failed = input.status === 'payment_failed'
  return db.transaction(async (trx) => {
    const request = await WorkerRequest.create(
      {
        requestId: `DEMO-${suffix}`,
        companyId: input.company.id,
        userId: input.user.id,
        type: 'creation',
        status: input.status ?? 'pending_payment',
        mop: failed ? 'CARD' : 'TRANSFER',
        amountCents: totals.withTaxCents,
        amountWithoutTaxCents: totals.withoutTaxCents,
        vatCents: totals.vatCents,
        vatRateBasisPoints: treatment.rateBasisPoints,
        reverseCharge: treatment.reverseCharge,
        currency: 'EUR',
        paymentReference: `PW-DEMO-${suffix}`,
        createdAt: DateTime.fromISO(`${input.createdOn}T09:30:00`, { zone: 'utc' }),
      },
      { client: trx }
    )
    await WorkerRequestLine.createMany(
      countries.map((country) => ({
        workerRequestId: request.id,
        representativeCountryId: country.id,
        packageSignature: null,
        numberOfWorkers: null,
        allowedNumberOfWorkers: null,
        monthlyAmountCents: totalOf(country) / 6,
        totalAmountCents: totalOf(country),
      })),
      { client: trx }
    )
    return request
  })
}

/**
 * A credit note issued as an admin would (same numbering and ceiling as in the back-office). The demo customer's
 * invoices are in Polish, and so is the default reason.
 */
export async function createCreditNote(
  invoice: Invoice,
  amountCents: number,
  issueDate: string,
  reason = 'Rabat handlowy – korekta ceny za pierwszy miesiąc'
) {
  return issueCreditNote({ invoiceId: invoice.id, amountCents, issueDate, reason })
}

/** Posts people on a contract: each the company's driver of that identity (made when new), as the portal would. */
export async function addWorkers(contract: WorkerContract, people: [string, string, string, string][]) {
  for (const [firstName, lastName, dateOfBirth, cityOfBirth] of people) {
    const identity = { firstName, lastName, dateOfBirth }
    const driver =
      (await Driver.query()
        .where('company_id', contract.companyId)
        .where('identity_key', identityKey(identity))
        .first()) ??
      (await Driver.create({
        companyId: contract.companyId,
        civility: 'MR' as const,
        ...identity,
        cityOfBirth,
        countryCodeOfBirth: 'PL',
        countryCodeOfNationality: 'PL',
      }))
    await Worker.create({ companyId: contract.companyId, workerContractId: contract.id, driverId: driver.id })
  }
}
