// Full metadata: the default (min) set only checks a number's length, not whether its digits can exist.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max'

// The customers are mostly Polish carriers: a number typed without its country code is read as Polish.
const defaultCountry = 'PL'

const parse = (value: string) => parsePhoneNumberFromString(value, defaultCountry)

export const isValidPhoneNumber = (value: string): boolean => parse(value)?.isValid() ?? false

/** E.164 form of a valid number (what the server stores), the input unchanged otherwise. */
export const normalizePhoneNumber = (value: string): string => {
  const phone = parse(value)
  return phone?.isValid() ? phone.number : value
}

export const formatPhoneNumber = (value: string): string => parse(value)?.formatInternational() ?? value

/** react-admin validator: an empty number is left to `required`, a typed one must be valid. */
export const validPhoneNumber = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && !isValidPhoneNumber(value)
    ? 'app.validation.phone'
    : undefined
