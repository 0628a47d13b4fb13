import env from '#start/env'
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import User from '#models/user'
import Profile from '#models/profile'
import { ROLES } from '#enums/roles'

export const DEMO_ADMIN = { login: 'admin', email: 'admin@posted-workers.example', password: 'Admin1234!' }

/** The demo back-office account (only when DEMO_DATA=true). */
export default class AdminSeeder extends BaseSeeder {
  async run() {
    if (!env.get('DEMO_DATA')) return
    if (await User.findBy('login', DEMO_ADMIN.login)) return
    const admin = await User.create({ ...DEMO_ADMIN, role: ROLES.admin, locale: 'fr', isActive: true })
    await Profile.create({ userId: admin.id, civility: 'MRS', firstName: 'Anna', lastName: 'Nowak' })
  }
}
