import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { checkPhone } from '@posted-workers/domain/phone'

/**
 * A valid international phone number, normalised to E.164 (+48601234567) for storage. The full metadata (max)
 * checks the length per country and type: the default one takes a truncated number such as 601 234 as valid.
 */
export const phoneRule = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  // Read as every app reads it (packages/domain): `00` as `+`, a national number as Polish.
  const check = checkPhone(value)
  if (check.status !== 'valid') {
    field.report('The phone number is not valid', 'phone', field)
    return
  }
  field.mutate(check.e164, field)
})
