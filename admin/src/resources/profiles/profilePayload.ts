import { normalizePhoneNumber } from '@/validation/phone'
import { normalizeVatNumber } from '@/validation/vatNumber'
import type { Profile } from './types'

const orNull = (value: string | null | undefined): string | null => value?.trim() || null

const phonePayload = (phone: Profile['phone']) => {
  const number = orNull(phone?.number)
  return number ? { type: phone?.type ?? 'BUSINESS', number: normalizePhoneNumber(number) } : null
}

const companyPayload = (company: Profile['company']) =>
  company && {
    vatNumber: normalizeVatNumber(company.vatNumber ?? ''),
    address: {
      addressLines: [0, 1].map((line) => company.address.addressLines[line]?.trim() ?? ''),
      postalCode: orNull(company.address.postalCode),
      city: orNull(company.address.city),
      countryCode: company.address.countryCode,
    },
  }

/** The fields an admin may change, cleaned up the way the server stores them. */
export const toProfilePayload = (profile: Profile) => ({
  civility: profile.civility,
  firstName: profile.firstName.trim(),
  middleName: orNull(profile.middleName),
  lastName: profile.lastName.trim(),
  position: profile.position,
  phone: phonePayload(profile.phone),
  company: companyPayload(profile.company),
})
