import limiter from '@adonisjs/limiter/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import { languageOf } from '#services/profiles/user_language'
import { afterResponse } from '#services/http/after_response'
import { queueMail } from '#services/mail/queue_mail'

/** At most a few e-mails per account per hour, so the form cannot be used to flood a mailbox. */
const mailLimiter = () => limiter.use({ requests: 3, duration: '1 hour' })

/**
 * Sends a single-use reset link when the address belongs to an active account. The answer never says whether
 * it does, neither by its content nor by its timing: the account is looked up, and the link made and e-mailed
 * (reset_password_mail.ts), after the answer has left, in the account's own language (not the page's).
 */
export default class RequestPasswordReset {
  async handle(ctx: HttpContext, input: { email: string }) {
    const requestId = ctx.request.id()
    afterResponse(ctx, 'password reset link', async () => {
      const user = await User.query().where('email', input.email).where('is_active', true).first()
      if (!user) return
      await mailLimiter().attempt(`reset:${user.id}`, () =>
        queueMail({ mail: 'resetPassword', userId: user.id, locale: languageOf(user) }, requestId)
      )
    })
  }
}
