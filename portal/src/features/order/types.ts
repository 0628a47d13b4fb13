import type { Address, Civility, PhoneType, Position } from '@/types/api'

// The answers every app shares (packages/domain).
export type {
  IntroducerAnswer as Introducer,
  RepresentativeCountryAnswer as RepresentativeCountry,
  WorkerPackageAnswer as WorkerPackage,
} from '@posted-workers/domain'

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

export type { QuoteAnswer as Quote } from '@posted-workers/domain'

/** A VAT number checked (POST …/utils/checkVat), as every app reads it (packages/domain). */
export type { VatCheckAnswer, VatCheckStatus } from '@posted-workers/domain'

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
