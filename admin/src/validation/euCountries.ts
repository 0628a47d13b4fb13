export const euCountryCodes = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const

/** Choices for a country select, named and sorted in the given language. */
export const euCountryChoices = (locale: string): { id: string; name: string }[] => {
  const names = new Intl.DisplayNames([locale], { type: 'region' })
  const collator = new Intl.Collator(locale)
  return euCountryCodes
    .map((code) => ({ id: code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name))
}
