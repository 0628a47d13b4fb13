// The answers every app shares (packages/domain).
export type {
  ContractState,
  ContractAnswer as Contract,
  CreditNoteAnswer as CreditNote,
  InvoiceAnswer as Invoice,
} from '@posted-workers/domain'

export type {
  RepresentativeCompanyAnswer as RepresentativeCompany,
  RepresentativeCountryAnswer as RepresentativeCountry,
} from '@posted-workers/domain'
