import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'

/** Two-letter country prefix then 2 to 13 letters or digits; spaces, dots and dashes are dropped. */
const VAT_SHAPE = /^[A-Z]{2}[0-9A-Z+*]{2,13}$/

export function normaliseVatNumber(value: string) {
  return value.toUpperCase().replace(/[\s.-]/g, '')
}

/**
 * Shape of an EU VAT number. The per-country checksum and the VIES check come with the VAT service.
 */
export const vatNumberRule = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  const normalised = normaliseVatNumber(value)
  if (!VAT_SHAPE.test(normalised)) {
    field.report('Invalid vat number', 'vatNumber', field)
    return
  }
  field.mutate(normalised, field)
})
