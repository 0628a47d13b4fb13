import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { BusinessException } from '#exceptions/business_exception'
import { verifyPasswordAttempt } from '#services/auth/password_attempts'
import { endOtherSessions } from '#services/auth/user_sessions'
import { takenIdentifiers } from '#services/auth/user_identifiers'
import { identifierKey } from '#services/auth/identifiers'

/** The current password, throttled like sign-in: wrong ones count toward the same per-account lock. */
async function assertCurrentPassword(user: User, currentPassword: string, ip: string) {
  if (!(await verifyPasswordAttempt(user, { typed: user.login, password: currentPassword, ip }))) {
    throw new BusinessException('auth.wrongCurrentPassword', { field: 'currentPassword', status: 422 })
  }
}

/**
 * Changes the signed-in user's login and e-mail (the login becomes the e-mail when none is given), or their
 * password. The current password is always required.
 */
export default class UpdateCredentials {
  async changeLoginAndEmail(
    user: User,
    input: { login?: string; email: string; currentPassword: string },
    ip: string
  ) {
    await assertCurrentPassword(user, input.currentPassword, ip)
    const login = input.login ?? input.email

    const refuseTaken = (taken: string[]) => {
      if (taken.some((value) => identifierKey(value) === identifierKey(input.email))) {
        throw new BusinessException('auth.emailTaken', { field: 'email', status: 422 })
      }
      if (taken.length > 0) {
        throw new BusinessException('auth.loginTaken', {
          field: input.login ? 'login' : 'email',
          status: 422,
        })
      }
    }

    try {
      await db.transaction(async (trx) => {
        refuseTaken(await takenIdentifiers([input.email, login], user.id, trx))
        user.useTransaction(trx)
        user.merge({ login, email: input.email })
        await user.save()
      })
    } catch (error) {
      // Another user took one of them between the check and the save: the unique key refused it; say which.
      if ((error as { code?: string }).code !== 'ER_DUP_ENTRY') throw error
      refuseTaken(await takenIdentifiers([input.email, login], user.id))
      throw new BusinessException('auth.emailTaken', { field: 'email', status: 422 })
    }
  }

  /** A new password ends every other session of the user: whoever else holds one must sign in with it. */
  async changePassword(
    user: User,
    input: { currentPassword: string; password: string },
    ip: string,
    currentSessionId: string
  ) {
    await assertCurrentPassword(user, input.currentPassword, ip)
    user.password = input.password
    await user.save()
    await endOtherSessions(user.id, currentSessionId)
  }
}
