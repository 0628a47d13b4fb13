import { DateTime } from 'luxon'
import env from '#start/env'
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import User from '#models/user'
import Profile from '#models/profile'
import { ROLES } from '#enums/roles'
import { encryptSecret } from '#services/auth/second_factor'

export const DEMO_ADMIN = { login: 'admin', email: 'admin@posted-workers.example', password: 'Admin1234!' }

/**
 * The demo admin's TOTP secret (back-office users must sign in with a second factor), published in the README with
 * its otpauth address so that a reviewer can add it to an authenticator app; scripts/bench.mjs,
 * scripts/cluster/checks.mjs and e2e/support/admin.ts compute its codes. Demo data only: a real admin enrols.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'PWDEMOADMINTOTPSECRETKEY234567AB'

/** The demo back-office accountant (reads billing, companies and contracts), enrolled with a secret of their own. */
export const DEMO_ACCOUNTANT = {
  login: 'accountant',
  email: 'accountant@posted-workers.example',
  password: 'Accountant1234!',
}
export const DEMO_ACCOUNTANT_TOTP_SECRET = 'PWDEMOACCOUNTANTTOTPSECRETKEY234'

/**
 * The demo back-office accounts (only when DEMO_DATA=true), each enrolled in two-factor sign-in with its demo secret:
 * the admin and an accountant.
 */
export default class AdminSeeder extends BaseSeeder {
  async run() {
    if (!env.get('DEMO_DATA')) return
    await seedStaff(DEMO_ADMIN, ROLES.admin, DEMO_ADMIN_TOTP_SECRET, {
      civility: 'MRS',
      firstName: 'Anna',
      lastName: 'Nowak',
    })
    await seedStaff(DEMO_ACCOUNTANT, ROLES.accountant, DEMO_ACCOUNTANT_TOTP_SECRET, {
      civility: 'MR',
      firstName: 'Marc',
      lastName: 'Lefèvre',
    })
  }
}

async function seedStaff(
  account: typeof DEMO_ADMIN,
  role: typeof ROLES.admin | typeof ROLES.accountant,
  secret: string,
  names: { civility: 'MR' | 'MRS'; firstName: string; lastName: string }
) {
  if (await User.findBy('login', account.login)) return
  const user = await User.create({
    ...account,
    role,
    locale: 'fr',
    isActive: true,
    totpSecret: encryptSecret(secret),
    totpEnabledAt: DateTime.utc(),
  })
  await Profile.create({ userId: user.id, ...names })
}
