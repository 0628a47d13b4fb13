import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max'

/** Poland is the preferred country: a national number without a + prefix is read as Polish. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'PL'

/**
 * A valid international phone number, normalised to E.164 (+48601234567) for storage. The full metadata (max)
 * checks the length per country and type: the default one takes a truncated number such as 601 234 as valid.
 */
export const phoneRule = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  const parsed = parsePhoneNumberFromString(value, DEFAULT_PHONE_COUNTRY)
  if (!parsed || !parsed.isValid()) {
    field.report('The phone number is not valid', 'phone', field)
    return
  }
  field.mutate(parsed.number, field)
})
