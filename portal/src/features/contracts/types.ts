import type { Address, Phone } from '../../types/api'

// The answers every app shares (packages/domain).
export type {
  ContractState,
  ContractAnswer as Contract,
  CreditNoteAnswer as CreditNote,
  InvoiceAnswer as Invoice,
} from '@posted-workers/domain'

export type RepresentativeCompany = {
  name: string
  address: Address
  phone: Phone | null
  email: string | null
  siret: string | null
  siren: string | null
  vatNumber: string | null
  fiscalCode: string | null
}

/** The part of a representative country the dashboard reads. */
export type RepresentativeCountry = {
  id: number
  code: string
  name: string
  isMobilityPackage: boolean
  /** Download paths by language (`fr`, `pl`); null when no document was uploaded. */
  termsOfSales: Partial<Record<string, string | null>>
  representativeCompany: RepresentativeCompany | null
}
