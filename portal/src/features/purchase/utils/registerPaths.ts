import { ORDER_PATH, PROMO_CODE_PATH, ROW_FIELDS, ROWS_PATH, rowPath } from '@/features/order'
import type { RegisterField } from './registerValues'

/**
 * Errors are keyed by the server's field path (API.md), so a client check and a server answer about the same
 * field land in the same place. `vatCountry` has no server counterpart.
 */
export const FIELD_PATH: Record<RegisterField, string> = {
  vatCountry: 'vatCountry',
  vatNumber: 'company.vatNumber',
  companyName: 'company.name',
  addressLine1: 'company.address.addressLines.0',
  addressLine2: 'company.address.addressLines.1',
  postalCode: 'company.address.postalCode',
  city: 'company.address.city',
  addressCountry: 'company.address.countryCode',
  size: 'company.size',
  civility: 'profile.civility',
  firstName: 'profile.firstName',
  lastName: 'profile.lastName',
  email: 'profile.email',
  password: 'profile.password',
  confirmPassword: 'profile.confirmPassword',
  position: 'profile.position',
  phoneType: 'profile.phone.type',
  phoneCountry: 'phoneCountry',
  phoneNumber: 'profile.phone.number',
  conditions: ORDER_PATH.conditions,
  mop: ORDER_PATH.mop,
}

/** Paths a server may name for a whole group; their message goes under the group's main input. */
const ALIASES: Record<string, string> = {
  company: FIELD_PATH.companyName,
  'company.address': FIELD_PATH.addressLine1,
  'company.address.addressLines': FIELD_PATH.addressLine1,
  profile: FIELD_PATH.email,
  'profile.phone': FIELD_PATH.phoneNumber,
}

/** Every path the form can show an error under, for a form of `rowCount` rows. */
export function registerServerFields(rowCount: number): string[] {
  const rows = Array.from({ length: rowCount }, (_, index) =>
    ROW_FIELDS.map((field) => rowPath(index, field))
  )
  return [...Object.values(FIELD_PATH), ...Object.keys(ALIASES), PROMO_CODE_PATH, ROWS_PATH, ...rows.flat()]
}

export function serverErrorsToForm(fieldErrors: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const [path, message] of Object.entries(fieldErrors)) errors[ALIASES[path] ?? path] ??= message
  return errors
}
