import type { DocumentCategory, PhoneType } from '../enums.js'

/** The back-office's settings: representative countries and business introducers (api/API.md, "Settings"). */

/** A worker package as the back-office edits it; `maxWorkers` null means no maximum. */
export interface AdminWorkerPackage {
  minWorkers: number
  maxWorkers: number | null
  perWorkerAmountCents: number | null
  fixedAmountCents: number | null
}

/** One stored version of a terms-of-sale PDF. */
export interface TermsOfSaleVersionAnswer {
  id: number
  fileName: string
  /** null for files stored before versions were recorded. */
  sizeBytes: number | null
  uploadedAt: string
  /** The download path of this country's current terms in that language. */
  url: string
}

/** The company representing the customers in a country, every field the back-office edits. */
export interface AdminRepresentativeCompany {
  name: string
  address: {
    addressLines: [string, string]
    postalCode: string
    city: string
    countryCode: string
  }
  phone: { type: PhoneType; number: string }
  email: string
  siret: string
  siren: string
  vatNumber: string
  fiscalCode: string
  personalIdentificationNumber: string
  contact: {
    name: string
    dateOfBirth: string
    cityOfBirth: string
    countryOfBirth: string
    nationality: string
  }
}

/** A row of the back-office's representative countries and its edit form. */
export interface AdminRepresentativeCountryAnswer {
  id: number
  code: string
  name: string
  isActive: boolean
  /** The EU-wide Mobility Package (code EU), not a member state. */
  isMobilityPackage: boolean
  unlimitedPackageAmountCents: number
  workerPackageAmountCents: number
  workerPackages: AdminWorkerPackage[]
  termsOfSales: { fr: TermsOfSaleVersionAnswer | null; pl: TermsOfSaleVersionAnswer | null }
  /** null only for a country created before the back-office asked for one. */
  representativeCompany: AdminRepresentativeCompany | null
  /**
   * What a driver posted here must hold for his posting to be ready (readiness.ts); null: the road-transport
   * default (DEFAULT_REQUIRED_CATEGORIES); empty: nothing.
   */
  requiredDocumentCategories: DocumentCategory[] | null
}

/** A row of the back-office's business introducers and its edit form. */
export interface AdminBusinessIntroducerAnswer {
  id: number
  code: string
  name: string
  isActive: boolean
  isNumberOfWorkersNeeded: boolean
  unlimitedPackageAmountCents: number
  workerPackageAmountCents: number | null
  workerPackageMaxNumberOfWorker: number | null
  workerPackages: AdminWorkerPackage[]
}
