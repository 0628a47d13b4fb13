import { DateTime } from 'luxon'
import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { sessionAnswer } from '#services/auth/session_answer'
import SignIn from '#actions/auth/sign_in'
import CompleteTotpSignIn from '#actions/auth/complete_totp_sign_in'
import type User from '#models/user'
import { tagSession } from '#services/auth/user_sessions'
import {
  forgetPendingSignIn,
  pendingSignInUserId,
  rememberPendingSignIn,
} from '#services/auth/pending_sign_in'
import { loginValidator, totpCodeValidator } from '#validators/auth'
import { loadUserRelations, presentApplicationData } from '#services/presenters/user_presenter'

export default class SessionController {
  /** Who is signed in; the first call of both apps. */
  async show({ auth }: HttpContext) {
    return sessionAnswer(auth)
  }

  /**
   * The password step. An account with a second factor is not signed in yet: the session remembers whose code it
   * awaits (five minutes) and the answer asks for it.
   */
  @inject()
  async login(ctx: HttpContext, signIn: SignIn) {
    const input = await ctx.request.validateUsing(loginValidator)
    const user = await signIn.handle({ ...input, ip: ctx.request.ip() })
    if (user.hasTotp) {
      rememberPendingSignIn(ctx.session, user.id)
      return { isLoggedIn: false, totpRequired: true }
    }
    forgetPendingSignIn(ctx.session)
    return this.signedIn(ctx, user)
  }

  /** The code step: a code from the app or a recovery code completes the sign-in the password started. */
  @inject()
  async loginTotp(ctx: HttpContext, completeSignIn: CompleteTotpSignIn) {
    const { code } = await ctx.request.validateUsing(totpCodeValidator)
    const user = await completeSignIn.handle({
      userId: pendingSignInUserId(ctx.session),
      code,
      ip: ctx.request.ip(),
    })
    forgetPendingSignIn(ctx.session)
    return this.signedIn(ctx, user)
  }

  private async signedIn({ auth, i18n, session }: HttpContext, user: User) {
    await auth.use('web').login(user)
    await tagSession(session, user.id)
    user.lastLoginAt = DateTime.utc()
    await user.save()
    await loadUserRelations(user)
    return {
      isLoggedIn: true,
      applicationDataForLoggedInUser: presentApplicationData(user),
      redirect: { action: user.isStaff ? '/admin/' : `/${i18n.locale}/home` },
    }
  }

  async logout({ auth, session }: HttpContext) {
    forgetPendingSignIn(session)
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
