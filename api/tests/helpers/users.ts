import { DateTime } from 'luxon'
import User from '#models/user'
import { ROLES } from '#enums/roles'
import Company from '#models/company'
import { UserFactory, FACTORY_PASSWORD } from '#database/factories/user_factory'
import { encryptSecret } from '#services/auth/second_factor'
import { timeStep, totpCodeAt } from '#services/auth/totp'

export { FACTORY_PASSWORD }

/**
 * A customer with a profile and one phone, in the given company or a new one; relations loaded.
 */
export async function createCustomer(
  options: { user?: Partial<User>; company?: Company; profile?: Record<string, unknown>; phone?: string } = {}
) {
  const attributes = { ...options.user, ...(options.company ? { companyId: options.company.id } : {}) }
  let builder = UserFactory.merge(attributes).with('profile', 1, (profile) =>
    profile
      .merge(options.profile ?? {})
      .with('phones', 1, (phone) => (options.phone ? phone.merge({ number: options.phone }) : phone))
  )
  if (!options.company) builder = builder.with('company')
  const user = await builder.create()
  await user.load((loader) => loader.load('company').load('profile', (profile) => profile.preload('phones')))
  return user
}

/** The TOTP secret of the users the helpers enrol (base32). */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'

/** The factor's columns of a user enrolled with TEST_TOTP_SECRET (no recovery codes: `enableTotp` makes them). */
export function enrolledTotp() {
  return { totpSecret: encryptSecret(TEST_TOTP_SECRET), totpEnabledAt: DateTime.utc() }
}

/** The code of TEST_TOTP_SECRET `offset` steps from now (0: the current code). */
export function totpCode(offset = 0, secret = TEST_TOTP_SECRET) {
  return totpCodeAt(secret, timeStep(Date.now()) + offset)
}

/**
 * A back-office admin with a profile and no company, enrolled in two-factor sign-in as back-office users must be
 * (TEST_TOTP_SECRET); `totp: false` for one who has not enrolled yet.
 */
export async function createAdmin(options: { user?: Partial<User>; totp?: boolean } = {}) {
  const user = await UserFactory.apply('admin')
    .merge({ ...(options.totp === false ? {} : enrolledTotp()), ...options.user })
    .with('profile', 1, (profile) => profile.merge({ position: null }))
    .create()
  await user.load('profile')
  return user
}

/** A back-office accountant (reads billing, companies and contracts), enrolled like createAdmin's admins. */
export async function createBackOfficeAccountant(options: { totp?: boolean } = {}) {
  // The factory's admin state sets the role after any merge: the role is changed once the user exists.
  const user = await createAdmin(options)
  user.role = ROLES.accountant
  await user.save()
  return user
}
