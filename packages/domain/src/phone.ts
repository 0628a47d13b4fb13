// Full metadata: the default (min) set only checks a number's length, not whether its digits can exist.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max'

export type { CountryCode }

/** Most customers are Polish carriers: Poland is the preferred country of a phone number. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'PL'

export type PhoneCheck =
  { status: 'empty' } | { status: 'invalid' } | { status: 'noCountry' } | { status: 'valid'; e164: string }

/**
 * The one reading of a phone number in every app: empty, or a valid number typed internationally (`+48…`, or
 * `0048…`) or nationally for `country` (`noCountry` when none is given), returned in E.164 form for storage.
 */
export function checkPhone(input: string, country: CountryCode | '' = DEFAULT_PHONE_COUNTRY): PhoneCheck {
  const trimmed = input.trim()
  if (!trimmed) return { status: 'empty' }
  const international = trimmed.replace(/^00/, '+')
  if (!international.startsWith('+') && !country) return { status: 'noCountry' }
  const parsed = parsePhoneNumberFromString(
    international,
    international.startsWith('+') ? undefined : country || undefined
  )
  if (!parsed || !parsed.isValid()) return { status: 'invalid' }
  return { status: 'valid', e164: parsed.number }
}

/** A stored number written for reading (+48 601 234 567); the input unchanged when it cannot be read. */
export function formatPhone(number: string) {
  return parsePhoneNumberFromString(number, DEFAULT_PHONE_COUNTRY)?.formatInternational() ?? number
}

/** The country of a stored number, to preselect it; Poland when unknown. */
export function phoneCountryOf(number: string | null | undefined): CountryCode {
  const parsed = number ? parsePhoneNumberFromString(number) : undefined
  return parsed?.country ?? DEFAULT_PHONE_COUNTRY
}
