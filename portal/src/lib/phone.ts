import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/max'
import { DEFAULT_PHONE_COUNTRY } from '@posted-workers/domain/phone'
import type { Language } from '../i18n/languages'
import { countryName } from './countryName'

export type { CountryCode }

export {
  checkPhone,
  DEFAULT_PHONE_COUNTRY,
  phoneCountryOf as phoneCountry,
  type PhoneCheck,
} from '@posted-workers/domain/phone'

/** The countries a form proposes by default in each page language: none in English (the user chooses). */
const LANGUAGE_COUNTRY: Record<Language, CountryCode | ''> = { fr: 'FR', pl: 'PL', en: '' }

export function defaultCountryOf(lang: Language): CountryCode | '' {
  return LANGUAGE_COUNTRY[lang]
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
