/**
 * The one way a VAT number typed by a person is read: upper case, without the spaces, dots and dashes people use to
 * group digits. Any other character stays, so that the number is refused for what it is.
 */
export function cleanVatInput(value: string) {
  return value.toUpperCase().replace(/[\s.-]/g, '')
}

/** The VAT prefix of a member state: its ISO code, except Greece (GR is written EL). */
export function vatPrefixOf(countryCode: string) {
  const code = countryCode.trim().toUpperCase()
  return code === 'GR' ? 'EL' : code
}

/** A prefix and 2 to 13 characters: the shape every EU number has (the api checks each country's rule). */
const VAT_SHAPE = /^[A-Z]{2}[0-9A-Z]{2,13}$/

export function isWellFormedVatNumber(value: string) {
  return VAT_SHAPE.test(cleanVatInput(value))
}
