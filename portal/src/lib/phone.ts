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

/** The countries a form proposes by default in each page language: none in English (the user chooses). */
const LANGUAGE_COUNTRY: Record<Language, CountryCode | ''> = { fr: 'FR', pl: 'PL', en: '' }

export function defaultCountryOf(lang: Language): CountryCode | '' {
  return LANGUAGE_COUNTRY[lang]
}

export type PhoneCheck =
  { status: 'empty' } | { status: 'invalid' } | { status: 'noCountry' } | { status: 'valid'; e164: string }

/**
 * An empty number is allowed; otherwise it must be a valid number, either international (`+…`, or `00…`)
 * or national for the chosen country (`noCountry` when none is chosen), and it is returned in E.164 form.
 */
export function checkPhone(input: string, country: CountryCode | '' = DEFAULT_PHONE_COUNTRY): PhoneCheck {
  const trimmed = input.trim()
  if (!trimmed) return { status: 'empty' }
  const international = trimmed.replace(/^00/, '+')
  if (!international.startsWith('+') && !country) return { status: 'noCountry' }
  const parsed = parsePhoneNumberFromString(
    international,
    international.startsWith('+') ? undefined : country || undefined
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

/** Every country by its name in the page language, Poland first: most of our customers' phones are Polish. */
export function phoneCountryOptions(lang: Language): PhoneCountryOption[] {
  return getCountries()
    .map((code) => ({ code, name: countryName(code, lang), callingCode: getCountryCallingCode(code) }))
    .sort(
      (a, b) =>
        Number(b.code === DEFAULT_PHONE_COUNTRY) - Number(a.code === DEFAULT_PHONE_COUNTRY) ||
        a.name.localeCompare(b.name, lang)
    )
}
