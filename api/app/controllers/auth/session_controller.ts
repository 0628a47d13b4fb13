import { DateTime } from 'luxon'
import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { sessionAnswer } from '#services/auth/session_answer'
import SignIn from '#actions/auth/sign_in'
import { tagSession } from '#services/auth/user_sessions'
import { loginValidator } from '#validators/auth'
import { loadUserRelations, presentApplicationData } from '#services/presenters/user_presenter'

export default class SessionController {
  /** Who is signed in; the first call of both apps. */
  async show({ auth }: HttpContext) {
    return sessionAnswer(auth)
  }

  @inject()
  async login({ request, auth, i18n, session }: HttpContext, signIn: SignIn) {
    const input = await request.validateUsing(loginValidator)
    const user = await signIn.handle({ ...input, ip: request.ip() })
    await auth.use('web').login(user)
    await tagSession(session, user.id)
    user.lastLoginAt = DateTime.utc()
    await user.save()
    await loadUserRelations(user)
    return {
      isLoggedIn: true,
      applicationDataForLoggedInUser: presentApplicationData(user),
      redirect: { action: user.isAdmin ? '/admin/' : `/${i18n.locale}/home` },
    }
  }

  async logout({ auth }: HttpContext) {
    await auth.use('web').logout()
    return { loggedOut: true }
  }

  /** The portal's top bar logs out with a plain link. */
  async logoutAndRedirect({ auth, response, i18n }: HttpContext) {
    await auth.use('web').logout()
    return response.redirect(`/${i18n.locale}/login`)
  }

  /**
   * Gives the browser its XSRF cookie (shield stores the secret in the session as this write goes through): the
   * SPAs call it before their first write, since reads leave no session behind. Exempt from the CSRF check, which
   * it exists to make possible; it changes nothing else.
   */
  async csrf({ response }: HttpContext) {
    return response.noContent()
  }

  /** Touching the session extends it; `logged` tells the client whether it is still signed in. */
  async keepAlive({ auth }: HttpContext) {
    await auth.check()
    return { alive: true, logged: Boolean(auth.user) }
  }
}
