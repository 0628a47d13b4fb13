import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import BusinessIntroducer from '#models/business_introducer'
import { CompanyFactory } from '#database/factories/company_factory'
import { WorkerContractFactory } from '#database/factories/worker_contract_factory'
import { createCustomer } from '#tests/helpers/users'
import { inDays, seedReferenceData } from '#tests/helpers/purchase'
import { createValidatedPurchase } from '#tests/functional/billing/billing_fixtures'
import { issueContractInvoice } from '#services/billing/issue_contract_invoice'
import db from '@adonisjs/lucid/services/db'

/** A back-office list call in the ra-data-simple-rest dialect. */
export function listCall(client: ApiClient, path: string, admin: User, qs: Record<string, unknown> = {}) {
  const query: Record<string, string> = {}
  for (const [name, value] of Object.entries(qs)) query[name] = JSON.stringify(value)
  return client.get(path).qs(query).loginAs(admin)
}

export async function createIntroducer(code: string, name: string, isActive = true) {
  return BusinessIntroducer.create({
    code,
    name,
    isActive,
    isNumberOfWorkersNeeded: false,
    unlimitedPackageAmountCents: 6000,
    workerPackageAmountCents: null,
    workerPackageMaxNumberOfWorker: null,
  })
}

/**
 * Four companies and their contracts, one per situation:
 * Łódź Żuraw Transport: FR running (PROMO65, invoiced) and EU expired then renewed (running);
 * Alpha Cargo: BE expired, never renewed; Bravo Freight: AT ending in 10 days (expiring) and FR scheduled after a
 * running IT; Zulu Logistics (VAT excluded in a test): FR running, 5 workers.
 */
export async function contractsFixture() {
  const reference = await seedReferenceData()
  const country = reference.country
  const make = async (name: string) => {
    const company = await CompanyFactory.merge({ name }).create()
    const user = await createCustomer({ company, phone: '+48601000111' })
    return { company, user }
  }
  const lodz = await make('Łódź Żuraw Transport')
  const alpha = await make('Alpha Cargo')
  const bravo = await make('Bravo Freight')
  const zulu = await make('Zulu Logistics')

  const lodzFr = await createValidatedPurchase({
    user: lodz.user,
    country: country('FR'),
    startDate: inDays(-20),
  })
  await db
    .from('worker_contracts')
    .where('id', lodzFr.contract.id)
    .update({ business_introducer_id: reference.promo.id })
  const invoice = await db.transaction((trx) =>
    issueContractInvoice(lodzFr.contract, lodzFr.request, trx, { issueDate: lodzFr.contract.startDate })
  )
  const lodzEuOld = await WorkerContractFactory.merge({
    companyId: lodz.company.id,
    representativeCountryId: country('EU').id,
    startDate: inDays(-300),
  }).create()
  const lodzEuNew = await WorkerContractFactory.merge({
    companyId: lodz.company.id,
    representativeCountryId: country('EU').id,
    startDate: inDays(-117),
    renewedFromContractId: lodzEuOld.id,
  }).create()
  const alphaBe = await WorkerContractFactory.merge({
    companyId: alpha.company.id,
    representativeCountryId: country('BE').id,
    startDate: inDays(-400),
  }).create()
  const bravoAt = await WorkerContractFactory.merge({
    companyId: bravo.company.id,
    representativeCountryId: country('AT').id,
    startDate: inDays(-172),
  }).create()
  const bravoIt = await WorkerContractFactory.merge({
    companyId: bravo.company.id,
    representativeCountryId: country('IT').id,
    startDate: inDays(-100),
  }).create()
  const bravoItNext = await WorkerContractFactory.merge({
    companyId: bravo.company.id,
    representativeCountryId: country('IT').id,
    startDate: inDays(83),
  }).create()
  const zuluFr = await WorkerContractFactory.apply('perWorker')
    .merge({ companyId: zulu.company.id, representativeCountryId: country('FR').id, startDate: inDays(-5) })
    .create()

  return {
    reference,
    companies: { lodz, alpha, bravo, zulu },
    contracts: {
      lodzFr: lodzFr.contract,
      lodzEuOld,
      lodzEuNew,
      alphaBe,
      bravoAt,
      bravoIt,
      bravoItNext,
      zuluFr,
    },
    invoice,
  }
}

/**
 * `count` ended contracts of Alpha Cargo in Austria (of contractsFixture), inserted in one statement, the first
 * ending 818 days ago and each one a day earlier: volume for the lists' counts and the exports.
 */
export async function endedContractsOfAlpha(
  fixture: Awaited<ReturnType<typeof contractsFixture>>,
  count: number
) {
  await db.table('worker_contracts').multiInsert(
    Array.from({ length: count }, (_, index) => ({
      company_id: fixture.companies.alpha.company.id,
      representative_country_id: fixture.reference.country('AT').id,
      monthly_amount_cents: 7900,
      total_amount_cents: 47400,
      total_billing_without_tax_cents: 47400,
      currency: 'EUR',
      start_date: inDays(-1000 - index),
      end_date: inDays(-818 - index),
      created_at: new Date(),
      updated_at: new Date(),
    }))
  )
}
