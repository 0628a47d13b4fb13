import { checkPhone, formatPhone } from '@posted-workers/domain/phone'

// Read as every app reads a phone (packages/domain): `00` as `+`, a number without its country code as Polish.

export const isValidPhoneNumber = (value: string): boolean => checkPhone(value).status === 'valid'

/** E.164 form of a valid number (what the server stores), the input unchanged otherwise. */
export const normalizePhoneNumber = (value: string): string => {
  const check = checkPhone(value)
  return check.status === 'valid' ? check.e164 : value
}

export const formatPhoneNumber = (value: string): string => formatPhone(value)

/** react-admin validator: an empty number is left to `required`, a typed one must be valid. */
export const validPhoneNumber = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && !isValidPhoneNumber(value)
    ? 'app.validation.phone'
    : undefined
