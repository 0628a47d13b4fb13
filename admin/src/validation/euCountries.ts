import { EU_COUNTRY_CODES } from '@posted-workers/domain'

/** The EU member states every app shares (packages/domain). */
export const euCountryCodes = EU_COUNTRY_CODES

/** Choices for a country select, named and sorted in the given language. */
export const euCountryChoices = (locale: string): { id: string; name: string }[] => {
  const names = new Intl.DisplayNames([locale], { type: 'region' })
  const collator = new Intl.Collator(locale)
  return euCountryCodes
    .map((code) => ({ id: code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name))
}
