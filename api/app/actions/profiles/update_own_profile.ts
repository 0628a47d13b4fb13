import db from '@adonisjs/lucid/services/db'
import Profile from '#models/profile'
import User from '#models/user'
import type { Locale } from '#enums/profile'
import { saveProfile, type ProfileInput } from '#services/profiles/save_profile'

/**
 * The profile form of the portal: the profile row is locked while its fields and phone are written, and the user's
 * language (their e-mails and documents) with them when the form sends one.
 */
export default class UpdateOwnProfile {
  async handle(profile: Profile, input: ProfileInput & { language?: Locale }) {
    await db.transaction(async (trx) => {
      const locked = await Profile.query({ client: trx }).where('id', profile.id).forUpdate().firstOrFail()
      await saveProfile(locked, input, trx, 'profile.')
      if (input.language) {
        await User.query({ client: trx }).where('id', profile.userId).update({ locale: input.language })
      }
    })
  }
}
