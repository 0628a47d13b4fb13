import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/max'
import type { Language } from '../i18n/languages'
import { countryName } from './countryName'

export type { CountryCode }

/** Most of our customers are Polish carriers. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'PL'

export type PhoneCheck = { status: 'empty' } | { status: 'invalid' } | { status: 'valid'; e164: string }

/**
 * An empty number is allowed; otherwise it must be a valid number, either international (`+…`)
 * or national for the chosen country, and it is returned in E.164 form.
 */
export function checkPhone(input: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): PhoneCheck {
  const trimmed = input.trim()
  if (!trimmed) return { status: 'empty' }
  const international = trimmed.replace(/^00/, '+')
  const parsed = parsePhoneNumberFromString(
    international,
    international.startsWith('+') ? undefined : country
  )
  if (!parsed || !parsed.isValid()) return { status: 'invalid' }
  return { status: 'valid', e164: parsed.number }
}

/** The country of a stored number, to preselect it; the default when unknown. */
export function phoneCountry(number: string | null | undefined): CountryCode {
  const parsed = number ? parsePhoneNumberFromString(number) : undefined
  return parsed?.country ?? DEFAULT_PHONE_COUNTRY
}

export type PhoneCountryOption = { code: CountryCode; name: string; callingCode: string }

export function phoneCountryOptions(lang: Language): PhoneCountryOption[] {
  return getCountries()
    .map((code) => ({ code, name: countryName(code, lang), callingCode: getCountryCallingCode(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, lang))
}
