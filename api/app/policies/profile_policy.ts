import type User from '#models/user'
import type Profile from '#models/profile'
import AppPolicy from '#policies/base_policy'

export default class ProfilePolicy extends AppPolicy {
  /** The back-office list and edit of any profile. */
  manage(user: User) {
    return this.isAdmin(user)
  }

  /** A user edits their own profile; an admin any. */
  update(user: User, profile: Profile) {
    return this.isAdmin(user) || profile.userId === user.id
  }
}
