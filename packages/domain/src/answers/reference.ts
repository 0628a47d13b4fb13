import type { Locale, PhoneType } from '../enums.js'

/** The reference data sold: representative countries, their packages and companies, introducers. */

/** One package a country (or an introducer) offers; `maxWorkers` null means no maximum. */
export interface WorkerPackageAnswer {
  signature: string
  perWorkerAmountCents: number | null
  fixedAmountCents: number | null
  minWorkers: number
  maxWorkers: number | null
}

export interface PhoneAnswer {
  type: PhoneType
  number: string | null
}

/** The company that represents the customers in a country. */
export interface RepresentativeCompanyAnswer {
  name: string
  address: {
    addressLines: string[]
    postalCode: string | null
    city: string | null
    countryCode: string | null
  }
  phone: PhoneAnswer
  email: string | null
  siret: string | null
  siren: string | null
  vatNumber: string | null
  fiscalCode: string | null
}

/** A representative country with its prices, terms of sale and representative company. */
export interface RepresentativeCountryAnswer {
  id: number
  code: string
  name: string
  isActive: boolean
  isMobilityPackage: boolean
  unlimitedPackageAmountCents: number
  workerPackages: WorkerPackageAnswer[]
  /** Download paths by language (fr, pl); null when no document was uploaded. */
  termsOfSales: Partial<Record<Locale, string | null>>
  representativeCompany: RepresentativeCompanyAnswer | null
}

/** A business introducer behind a promo code, with its special prices. */
export interface IntroducerAnswer {
  code: string
  name: string
  isNumberOfWorkersNeeded: boolean
  unlimitedPackageAmountCents: number
  workerPackageAmountCents: number | null
  workerPackageMaxNumberOfWorker: number | null
  workerPackages: WorkerPackageAnswer[]
}
