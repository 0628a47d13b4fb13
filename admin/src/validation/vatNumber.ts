import { cleanVatInput, isWellFormedVatNumber } from '@posted-workers/domain'

// Only the shape is checked here (packages/domain); the server runs the per-country checksum and asks VIES.

/** Upper case without the spaces, dots and dashes people type. */
export const normalizeVatNumber = cleanVatInput

export { isWellFormedVatNumber }

/** react-admin validator: an empty number is left to `required`. */
export const wellFormedVatNumber = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && !isWellFormedVatNumber(value)
    ? 'app.validation.vat_number'
    : undefined
