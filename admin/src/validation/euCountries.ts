import { COUNTRY_CODES, EU_COUNTRY_CODES } from '@posted-workers/domain'

/** The EU member states every app shares (packages/domain). */
export const euCountryCodes = EU_COUNTRY_CODES

/** Choices for a country select among `codes`, named and sorted in the given language. */
const countryChoices = (codes: readonly string[], locale: string): { id: string; name: string }[] => {
  const names = new Intl.DisplayNames([locale], { type: 'region' })
  const collator = new Intl.Collator(locale)
  return codes
    .map((code) => ({ id: code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name))
}

export const euCountryChoices = (locale: string) => countryChoices(euCountryCodes, locale)

/** Every country (a country of birth, a nationality). */
export const allCountryChoices = (locale: string) => countryChoices(COUNTRY_CODES, locale)
