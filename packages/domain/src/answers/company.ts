import type { PhoneType, VatStatus } from '../enums.js'

/** Named countries, the documents offered, a company page. */

/** A country named in the page's language (countries, nationalities). */
export interface NamedCountryAnswer {
  code: string
  name: string
}

/** A document offered with the contracts of some countries. */
export interface AttachmentAnswer {
  id: number
  title: string
  /** The company's countries the document is offered for. */
  countryCodes: string[]
  /** Same-origin download path, language included. */
  attachmentUrl: string
}

/** A company's address as the portal shows it. */
export interface CompanyAddressAnswer {
  addressLines: string[]
  postalCode: string
  city: string
  countryCode: string
}

/** The company page: the company, its identifiers and its users. */
export interface CompanyAnswer {
  id: number
  name: string
  vatNumber: string
  address: CompanyAddressAnswer
  identifiers: { siret: string | null }
  size: string | null
  web: string | null
  migratedToMobilityPacket: boolean
  vatStatus: VatStatus | null
  users: { id: number; login: string; profile: { phones: { type: PhoneType; number: string }[] } }[]
}
