import db from '@adonisjs/lucid/services/db'
import Profile from '#models/profile'
import { saveProfile, type ProfileInput } from '#actions/profiles/save_profile'

/** The profile form of the portal: the profile row is locked while its fields and phone are written. */
export default class UpdateOwnProfile {
  async handle(profile: Profile, input: ProfileInput) {
    await db.transaction(async (trx) => {
      const locked = await Profile.query({ client: trx }).where('id', profile.id).forUpdate().firstOrFail()
      await saveProfile(locked, input, trx, 'profile.')
    })
  }
}
