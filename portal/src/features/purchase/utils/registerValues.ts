import { DEFAULT_PHONE_COUNTRY, type CountryCode } from '../../../lib/phone'
import type { Civility, PhoneType, Position } from '../../../types/api'
import type { CompanySize, Mop } from '../types'

/** `idle`: not complete or not asked yet; a failed check counts as invalid. */
export type VatStatus = 'idle' | 'checking' | 'valid' | 'unverified' | 'invalid'

export type RegisterValues = {
  vatCountry: string
  vatNumber: string
  companyName: string
  addressLine1: string
  addressLine2: string
  postalCode: string
  city: string
  addressCountry: string
  size: CompanySize | ''
  civility: Civility | ''
  firstName: string
  lastName: string
  email: string
  password: string
  confirmPassword: string
  position: Position | ''
  phoneType: PhoneType
  phoneCountry: CountryCode
  phoneNumber: string
  conditions: boolean
  mop: Mop
}

export type RegisterField = keyof RegisterValues
/** The fields typed as free text. */
export type RegisterTextField = {
  [K in RegisterField]: string extends RegisterValues[K] ? K : never
}[RegisterField]

export const INITIAL_REGISTER_VALUES: RegisterValues = {
  vatCountry: DEFAULT_PHONE_COUNTRY,
  vatNumber: '',
  companyName: '',
  addressLine1: '',
  addressLine2: '',
  postalCode: '',
  city: '',
  addressCountry: '',
  size: '',
  civility: '',
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  position: '',
  phoneType: 'BUSINESS',
  phoneCountry: DEFAULT_PHONE_COUNTRY,
  phoneNumber: '',
  conditions: false,
  mop: 'CARD',
}
