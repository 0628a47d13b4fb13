import type BusinessIntroducer from '#models/business_introducer'
import type Company from '#models/company'
import type WorkerContract from '#models/worker_contract'
import { WorkerContractFactory } from '#database/factories/worker_contract_factory'
import { CompanyFactory } from '#database/factories/company_factory'
import { contractEndDate } from '#services/contracts/contract_term'
import { createCustomer } from '#tests/helpers/users'
import { inDays, seedReferenceData, type CountryRow } from '#tests/helpers/purchase'

export const NOT_FOUND = { errors: [{ message: 'The requested item does not exist.' }] }
export const UNAUTHORIZED = { errors: [{ message: 'Please sign in to continue.' }] }
export const PENDING = {
  errors: [
    {
      message:
        'A request is already waiting for payment. Pay it, or ask the administrator to cancel it, before making a new one.',
    },
  ],
}

/** The path of a company's renewal and upgrade calls, e.g. account(1) + '/renewContract'. */
export const account = (companyId: number, lang = 'en') =>
  `/${lang}/api/eurofiscalis/workers/company/${companyId}`

export type Reference = Awaited<ReturnType<typeof seedReferenceData>>

export interface ContractSpec {
  country: string
  /** The first covered day: `daysAgo` days before today (60 unless told). */
  daysAgo?: number
  /** 5 workers on the w|4 package (20 EUR a month) unless told; null: unlimited at 79 EUR. */
  allowed?: number | null
  packageSignature?: string | null
  monthlyAmountCents?: number
  introducer?: BusinessIntroducer | null
}

/** A paid contract of `company` in a reference country. */
export function createAccountContract(company: Company, reference: Reference, spec: ContractSpec) {
  const allowed = spec.allowed === undefined ? 5 : spec.allowed
  const monthly = spec.monthlyAmountCents ?? (allowed === null ? 7900 : allowed * 400)
  const startDate = inDays(-(spec.daysAgo ?? 60))
  return WorkerContractFactory.merge({
    companyId: company.id,
    representativeCountryId: reference.country(spec.country).id,
    businessIntroducerId: spec.introducer?.id ?? null,
    allowedNumberOfWorkers: allowed,
    packageSignature:
      spec.packageSignature === undefined ? (allowed === null ? null : 'w|4') : spec.packageSignature,
    monthlyAmountCents: monthly,
    totalAmountCents: monthly * 6,
    totalBillingWithoutTaxCents: monthly * 6,
    startDate,
    endDate: contractEndDate(startDate),
  }).create()
}

/**
 * A customer of a new company (migrated unless told) with these contracts, over the reference data. Default: one
 * French contract for 5 workers on w|4 (20 EUR a month) that started 60 days ago: 123 days, so 5 months, left.
 */
export async function customerWithContracts(
  specs: ContractSpec[] = [{ country: 'FR' }],
  options: { migrated?: boolean } = {}
) {
  const reference = await seedReferenceData()
  const company = await CompanyFactory.merge({
    name: 'Omega Transport',
    migratedToMobilityPacket: options.migrated ?? true,
  }).create()
  const user = await createCustomer({ company })
  const contracts: WorkerContract[] = []
  for (const spec of specs) contracts.push(await createAccountContract(company, reference, spec))
  return { reference, company, user, contracts }
}

export function row(
  countryCode: string,
  pack: string | null,
  numberOfWorkers: CountryRow['numberOfWorkers']
) {
  return { countryCode, package: pack, numberOfWorkers }
}

export { get, post } from '#tests/helpers/http'

/** An upgrade body paid by transfer unless told. */
export function upgradeBody(rows: CountryRow[], mop: 'CARD' | 'TRANSFER' = 'TRANSFER') {
  return { representativeCountries: rows, conditions: true, mop }
}

/** A renewal body paid by transfer unless told. */
export function renewalBody(
  rows: CountryRow[],
  options: { mop?: 'CARD' | 'TRANSFER'; promoCode?: string | null } = {}
) {
  return {
    promoCode: options.promoCode ?? null,
    representativeCountries: rows,
    conditions: true,
    mop: options.mop ?? 'TRANSFER',
  }
}
