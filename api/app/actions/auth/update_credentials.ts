import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { BusinessException } from '#exceptions/business_exception'

async function assertCurrentPassword(user: User, currentPassword: string) {
  if (!(await hash.verify(user.password, currentPassword))) {
    throw new BusinessException('auth.wrongCurrentPassword', { field: 'currentPassword', status: 422 })
  }
}

/**
 * Changes the signed-in user's login and e-mail (the login becomes the e-mail when none is given), or their
 * password. The current password is always required.
 */
export default class UpdateCredentials {
  async changeLoginAndEmail(user: User, input: { login?: string; email: string; currentPassword: string }) {
    await assertCurrentPassword(user, input.currentPassword)
    const login = input.login ?? input.email

    await db.transaction(async (trx) => {
      const taken = await User.query({ client: trx })
        .whereNot('id', user.id)
        .where((query) =>
          query.where('login', login).orWhere('email', input.email).orWhere('login', input.email)
        )
        .forUpdate()
      if (taken.some((other) => other.email.toLowerCase() === input.email.toLowerCase())) {
        throw new BusinessException('auth.emailTaken', { field: 'email', status: 422 })
      }
      if (taken.length > 0) {
        throw new BusinessException('auth.loginTaken', {
          field: input.login ? 'login' : 'email',
          status: 422,
        })
      }
      user.useTransaction(trx)
      user.merge({ login, email: input.email })
      await user.save()
    })
  }

  async changePassword(user: User, input: { currentPassword: string; password: string }) {
    await assertCurrentPassword(user, input.currentPassword)
    user.password = input.password
    await user.save()
  }
}
