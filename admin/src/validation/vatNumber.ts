// Only the shape is checked here; the server runs the per-country checksum and asks VIES.
const vatShape = /^[A-Z]{2}[0-9A-Z]{2,13}$/

/** Upper case without the spaces, dots and dashes people type. */
export const normalizeVatNumber = (value: string): string => value.replace(/[\s.-]/g, '').toUpperCase()

export const isWellFormedVatNumber = (value: string): boolean => vatShape.test(normalizeVatNumber(value))

/** react-admin validator: an empty number is left to `required`. */
export const wellFormedVatNumber = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && !isWellFormedVatNumber(value)
    ? 'app.validation.vat_number'
    : undefined
