import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { checkFormat, cleanVatInput } from '#services/vat/rules'

export interface VatNumberRuleOptions {
  /** A sibling field holding the member state; without it, the first two characters of the number name it. */
  countryField?: string
}

/** Upper case, without spaces, dots and dashes. */
export function normaliseVatNumber(value: string) {
  return cleanVatInput(value)
}

/**
 * An EU VAT number with its member state's shape and check digits (offline, synchronous), stored with its prefix
 * (EL for Greece). Whether the number is registered is the VAT checker's job (VIES).
 */
export const vatNumberRule = vine.createRule(
  (value: unknown, options: VatNumberRuleOptions | undefined, field: FieldContext) => {
    if (typeof value !== 'string') return
    const country = options?.countryField ? field.parent?.[options.countryField] : undefined
    const check = checkFormat(typeof country === 'string' ? country : null, value)
    if (!check.ok) {
      field.report('Invalid vat number', 'vatNumber', field)
      return
    }
    field.mutate(check.normalised, field)
  }
)
