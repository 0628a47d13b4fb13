import type Profile from '#models/profile'
import type { ProfileRow } from '#services/profiles/profile_list'
import type { AdminProfileAnswer } from '@posted-workers/domain'

/** A profile row of the back-office, from the list's plain row (profile_list.ts). */
export function presentAdminProfile(row: ProfileRow): AdminProfileAnswer {
  return {
    id: row.id,
    userId: row.userId,
    login: row.login,
    email: row.email,
    civility: row.civility,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    position: row.position,
    phone: row.phoneType
      ? { type: row.phoneType, number: row.phoneNumber }
      : { type: 'BUSINESS', number: null },
    companyName: row.companyName,
    company:
      row.companyId !== null
        ? {
            id: row.companyId,
            name: row.companyName!,
            vatNumber: row.vatNumber,
            address: {
              addressLines: [row.addressLine1!, row.addressLine2 ?? ''],
              postalCode: row.postalCode!,
              city: row.city!,
              countryCode: row.countryCode!,
            },
          }
        : null,
    totpEnabled: Boolean(row.totpEnabled),
  }
}

/** The list's row of one profile model (relations user.company and phones loaded), for its detail. */
export function profileRowOf(profile: Profile): ProfileRow {
  const phone = profile.phones[0]
  const company = profile.user.company
  return {
    id: profile.id,
    userId: profile.userId,
    login: profile.user.login,
    email: profile.user.email,
    civility: profile.civility,
    firstName: profile.firstName,
    middleName: profile.middleName,
    lastName: profile.lastName,
    position: profile.position,
    phoneType: phone?.type ?? null,
    phoneNumber: phone?.number ?? null,
    companyId: company?.id ?? null,
    companyName: company?.name ?? null,
    vatNumber: company?.vatNumber ?? null,
    addressLine1: company?.addressLine1 ?? null,
    addressLine2: company?.addressLine2 ?? null,
    postalCode: company?.postalCode ?? null,
    city: company?.city ?? null,
    countryCode: company?.countryCode ?? null,
    totpEnabled: !profile.user.isStaff && profile.user.hasTotp,
  }
}
