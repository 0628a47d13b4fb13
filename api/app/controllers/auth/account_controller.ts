import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import UpdateCredentials from '#actions/auth/update_credentials'
import { updateCredentialsValidator, updatePasswordValidator } from '#validators/auth'
import { loadUserRelations, presentUser } from '#services/presenters/user_presenter'

export default class AccountController {
  /** One call for both modals: with `password` it changes the password, otherwise login and e-mail. */
  @inject()
  async update({ request, auth, i18n, session }: HttpContext, action: UpdateCredentials) {
    const user = auth.getUserOrFail()
    let message: string
    if (request.input('password') !== undefined) {
      const input = await request.validateUsing(updatePasswordValidator)
      await action.changePassword(user, input, request.ip(), session.sessionId)
      message = i18n.t('auth.passwordUpdated')
    } else {
      const input = await request.validateUsing(updateCredentialsValidator)
      await action.changeLoginAndEmail(user, input, request.ip())
      message = i18n.t('auth.accountUpdated')
    }
    await loadUserRelations(user)
    return { updated: true, user: presentUser(user), successes: [{ message }] }
  }
}
