import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import limiter from '@adonisjs/limiter/services/main'
import RegisterCompany from '#actions/purchase/register_company'
import { startCardPayment } from '#services/payments/start_card_payment'
import { registerValidator } from '#validators/purchase'
import { assertNotThrottled } from '#services/http/throttle'
import VatChecker from '#services/vat/vat_checker'
import { BusinessException } from '#exceptions/business_exception'
import type { Locale } from '#enums/profile'
import { tagSession } from '#services/auth/user_sessions'
import { sendTransferOrderMail } from '#services/mail/order_mails'

/** A few registrations per network per hour are plenty for real companies. */
const registrationLimiter = () => limiter.use({ requests: 10, duration: '1 hour', blockDuration: '1 hour' })

export default class RegisterController {
  @inject()
  async store(
    { request, auth, i18n, session }: HttpContext,
    register: RegisterCompany,
    vatChecker: VatChecker
  ) {
    const input = await request.validateUsing(registerValidator)
    const throttle = registrationLimiter()
    const key = `register:${request.ip()}`
    await assertNotThrottled(throttle, key)

    // VIES saying no refuses the registration; VIES being unreachable does not (the number stays "unverified").
    const vat = await vatChecker.check(null, input.company.vatNumber)
    if (vat.status === 'invalid') {
      throw new BusinessException('purchase.vatInvalid', { field: 'company.vatNumber', status: 422 })
    }
    const { user, request: workerRequest } = await register.handle(input, {
      locale: i18n.locale as Locale,
      vat: { status: vat.status, consultationNumber: vat.consultationNumber, checkedAt: vat.checkedAt },
    })
    await throttle.increment(key)
    await auth.use('web').login(user)
    await tagSession(session, user.id)

    if (workerRequest.mop === 'CARD') {
      const form = await startCardPayment(workerRequest, i18n.locale)
      return { requestId: workerRequest.requestId, paymentRedirectionForm: form }
    }
    await sendTransferOrderMail(workerRequest.id, request.id())
    return { requestId: workerRequest.requestId, mop: workerRequest.mop }
  }
}
