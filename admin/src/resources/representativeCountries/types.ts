import type { AdminRepresentativeCountryAnswer } from '@posted-workers/domain'

// The back-office reads the answers every app shares (packages/domain).
export type {
  AdminRepresentativeCompany as RepresentativeCompany,
  AdminRepresentativeCountryAnswer as RepresentativeCountry,
} from '@posted-workers/domain'

/** A file chosen in a react-admin FileInput. */
export interface ChosenFile {
  rawFile: File
  src?: string
  title?: string
}

/** The form's values: the record, and the terms-of-sale files chosen for upload. */
export interface CountryFormValues extends Omit<AdminRepresentativeCountryAnswer, 'id'> {
  id?: number
  termsOfSalesFr?: ChosenFile | null
  termsOfSalesPl?: ChosenFile | null
}
