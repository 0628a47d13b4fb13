import limiter from '@adonisjs/limiter/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import type { Locale } from '#enums/profile'
import { afterResponse } from '#services/http/after_response'
import { queueMail } from '#services/mail/send_mail_job'

/** At most a few e-mails per account per hour, so the form cannot be used to flood a mailbox. */
const mailLimiter = () => limiter.use({ requests: 3, duration: '1 hour' })

/**
 * Sends a single-use reset link when the address belongs to an active account. The answer never says whether
 * it does, neither by its content nor by its timing: the account is looked up, and the link made and e-mailed
 * (reset_password_mail.ts), after the answer has left.
 */
export default class RequestPasswordReset {
  async handle(ctx: HttpContext, input: { email: string }) {
    const locale = ctx.i18n.locale as Locale
    const requestId = ctx.request.id()
    afterResponse(ctx, 'password reset link', async () => {
      const user = await User.query().where('email', input.email).where('is_active', true).first()
      if (!user) return
      await mailLimiter().attempt(`reset:${user.id}`, () =>
        queueMail({ mail: 'resetPassword', userId: user.id, locale }, requestId)
      )
    })
  }
}
