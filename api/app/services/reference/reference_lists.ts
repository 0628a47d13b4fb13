import { COUNTRY_CODES } from '#services/reference/country_codes'
import { EU_COUNTRY_CODES, COMPANY_SIZES } from '#enums/company'
import { PHONE_TYPES, POSITIONS } from '#enums/profile'
import type { NamedCountryAnswer } from '@posted-workers/domain'

/** A code named in the page's language, as every app reads it (packages/domain). */
export type NamedCode = NamedCountryAnswer

/** Countries named in the given language, sorted by name as a reader of that language expects. */
export function namedCountries(codes: readonly string[], locale: string): NamedCode[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' })
  const collator = new Intl.Collator(locale)
  return codes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name))
}

export const allCountries = (locale: string) => namedCountries(COUNTRY_CODES, locale)
export const euCountries = (locale: string) => namedCountries(EU_COUNTRY_CODES, locale)

/** The reference lists the references call can deliver, by the specification's names. */
export const REFERENCES: Record<string, (locale: string) => unknown> = {
  COUNTRIES: allCountries,
  EU_COUNTRIES: euCountries,
  NATIONALITIES: allCountries,
  EU_NATIONALITIES: euCountries,
  PHONE_TYPES: () => [...PHONE_TYPES],
  POSITIONS: () => [...POSITIONS],
  COMPANY_SIZES: () => [...COMPANY_SIZES],
}
