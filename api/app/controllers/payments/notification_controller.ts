import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import HandlePaymentNotification from '#actions/payments/handle_payment_notification'
import { sendRequestValidatedMails } from '#services/mail/order_mails'

/** Server-to-server notifications of the card payment provider. */
export default class NotificationController {
  @inject()
  async receive({ request }: HttpContext, action: HandlePaymentNotification) {
    const { outcome, request: workerRequest } = await action.handle(request.body())
    if (outcome === 'validated' && workerRequest)
      await sendRequestValidatedMails(workerRequest.id, request.id())
    return { received: true, outcome }
  }
}
