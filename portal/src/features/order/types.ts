import type { Address, Civility, PhoneType, Position } from '../../types/api'

/** One package a country (or an introducer) offers; `maxWorkers` null means no maximum. */
export type WorkerPackage = {
  signature: string
  perWorkerAmountCents: number | null
  fixedAmountCents: number | null
  minWorkers: number
  maxWorkers: number | null
}

export type RepresentativeCountry = {
  id: number
  code: string
  name: string
  isMobilityPackage: boolean
  unlimitedPackageAmountCents: number
  workerPackages: WorkerPackage[]
  /** Download paths by language (`fr`, `pl`); null when no document was uploaded. */
  termsOfSales: Partial<Record<string, string | null>>
}

export type Introducer = {
  code: string
  name: string
  isNumberOfWorkersNeeded: boolean
  unlimitedPackageAmountCents: number
  workerPackageAmountCents: number | null
  workerPackageMaxNumberOfWorker: number | null
  workerPackages: WorkerPackage[]
}

export { PAYMENT_METHODS as MOPS, type PaymentMethod as Mop } from '@posted-workers/domain'
import type { PaymentMethod as Mop } from '@posted-workers/domain'

export { COMPANY_SIZES, type CompanySize } from '@posted-workers/domain'
import type { CompanySize } from '@posted-workers/domain'

/** A number of workers, or `more` for the unlimited choice. */
export type NumberOfWorkers = number | 'more'

export type CountryRowInput = {
  countryCode: string
  package: string | null
  numberOfWorkers: NumberOfWorkers
}

export type RegisterInput = {
  company: { name: string; vatNumber: string; size: CompanySize; address: Address }
  profile: {
    civility: Civility
    firstName: string
    lastName: string
    email: string
    password: string
    confirmPassword: string
    position: Position
    phone: { type: PhoneType; number: string }
  }
  promoCode: string | null
  representativeCountries: CountryRowInput[]
  conditions: boolean
  mop: Mop
}

export type PaymentRedirectionForm = { action: string; method: string; fields: Record<string, string> }

export type Quote = {
  rows: {
    countryCode: string
    monthlyAmountCents: number
    totalAmountCents: number
    allowedNumberOfWorkers: number | null
  }[]
  monthlyAmountCents: number
  totalWithoutTaxCents: number
  vatCents: number
  totalWithTaxCents: number
  /** The VAT rate in basis points (2000 = 20 %); 0 under reverse charge. */
  vatRateBasisPoints: number
  reverseCharge: boolean
  currency: string
}

export type VatCheckStatus = 'valid' | 'invalid' | 'unverified'

export type VatCheckAnswer = {
  valid: boolean
  status: VatCheckStatus
  vatNumber: string
  name?: string | null
  address?: string | Partial<Address> | null
}

export type BankDetails = { beneficiary: string; iban: string; bic: string; bankName: string }

/** A request as its customer reads it, as every app reads it (packages/domain). */
export type { WorkerRequestAnswer as WorkerRequest } from '@posted-workers/domain'

/** What an order answers (registration, renewal, upgrade): the card form to post, the transfer to make, or nothing due. */
export type OrderAnswer = {
  requestId: string
  paymentRedirectionForm?: PaymentRedirectionForm
  mop?: Mop
  /** Nothing to pay (an upgrade at no extra cost): the request is already validated. */
  validated?: boolean
}
