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

/** The demo back-office account (only when DEMO_DATA=true), enrolled in two-factor sign-in with the demo secret. */
export default class AdminSeeder extends BaseSeeder {
  async run() {
    if (!env.get('DEMO_DATA')) return
    if (await User.findBy('login', DEMO_ADMIN.login)) return
    const admin = await User.create({
      ...DEMO_ADMIN,
      role: ROLES.admin,
      locale: 'fr',
      isActive: true,
      totpSecret: encryptSecret(DEMO_ADMIN_TOTP_SECRET),
      totpEnabledAt: DateTime.utc(),
    })
    await Profile.create({ userId: admin.id, civility: 'MRS', firstName: 'Anna', lastName: 'Nowak' })
  }
}
