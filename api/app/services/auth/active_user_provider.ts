import { SessionLucidUserProvider } from '@adonisjs/auth/session'
import type { LucidAuthenticatable, SessionGuardUser } from '@adonisjs/auth/types/session'

/**
 * The session guard's users, active ones only: a deactivated user's session stops working at its next request
 * (401, signed out), whatever store keeps it (the cookie store keeps nothing server-side to end), and the session
 * answer says nobody is signed in.
 */
export class ActiveUserProvider<
  UserModel extends LucidAuthenticatable,
> extends SessionLucidUserProvider<UserModel> {
  async findById(identifier: string | number | bigint) {
    const user = await super.findById(identifier)
    const original = user?.getOriginal() as { isActive?: boolean } | undefined
    return original?.isActive ? (user as SessionGuardUser<InstanceType<UserModel>>) : null
  }
}
