import type { Language } from '@/i18n/languages'
import { DEFAULT_PHONE_COUNTRY, defaultCountryOf, type CountryCode } from '@/lib/phone'
import type { Civility, PhoneType, Position } from '@/types/api'
import type { CompanySize, Mop } from '@/features/order'

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
  /** Empty: not chosen yet (the number must then be typed with its international prefix). */
  phoneCountry: CountryCode | ''
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
  vatCountry: '',
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
  phoneCountry: '',
  phoneNumber: '',
  conditions: false,
  mop: 'CARD',
}

/**
 * An empty form whose VAT and phone countries follow the page language (France in French, Poland in Polish). In
 * English the VAT country is left to choose, and the phone is Polish, the typical customer's.
 */
export function initialRegisterValues(lang: Language): RegisterValues {
  const country = defaultCountryOf(lang)
  return { ...INITIAL_REGISTER_VALUES, vatCountry: country, phoneCountry: country || DEFAULT_PHONE_COUNTRY }
}
