import type { Language } from '../../i18n/languages'
import type { Address, Phone } from '../../types/api'

export type ContractState = 'active' | 'scheduled' | 'expired'

/** A contract of the dashboard (API.md, "Dashboard: contracts and invoices"); dates are `YYYY-MM-DD`. */
export type Contract = {
  id: number
  representativeCountry: { id: number; code: string; name: string; isMobilityPackage: boolean }
  /** null means unlimited. */
  allowedNumberOfWorkers: number | null
  monthlyAmountCents: number
  totalAmountCents: number
  currency: string
  startDate: string
  endDate: string
  state: ContractState
  isExpired: boolean
  /** Counts today; 0 once expired, null while scheduled. */
  remainingDays: number | null
  dismissedReminders: number[]
  /** The server's alert rule: active, 30 days or fewer, not renewed, a reminder day not dismissed. */
  isExpiring: boolean
  businessIntroducer: { code: string } | null
}

export type CreditNote = {
  id: number
  number: string
  issueDate: string
  amountCents: number
  currency: string
  /** The language it was issued in; it downloads in the others too. */
  locale?: Language
  downloadUrl: string
}

export type Invoice = {
  id: number
  /** The contract it bills: the tab's, or an earlier one of the same country. */
  workerContractId: number
  number: string
  issueDate: string
  amountWithoutTaxCents: number
  amountTaxesCents: number
  amountWithTaxesCents: number
  currency: string
  description: string | null
  locale?: Language
  downloadUrl: string
  hasCreditNote: boolean
  creditNotes: CreditNote[]
}

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
