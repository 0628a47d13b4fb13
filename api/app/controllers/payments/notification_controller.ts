import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import mail from '@adonisjs/mail/services/main'
import HandlePaymentNotification from '#actions/payments/handle_payment_notification'
import RequestValidatedNotification from '#mails/request_validated_notification'

/** Server-to-server notifications of the card payment provider. */
export default class NotificationController {
  @inject()
  async receive({ request, logger }: HttpContext, action: HandlePaymentNotification) {
    const { outcome, request: workerRequest } = await action.handle(request.body())
    if (outcome === 'validated' && workerRequest) {
      await mail.send(await RequestValidatedNotification.forRequest(workerRequest.id)).catch((error) => {
        logger.error({ err: error }, 'confirmation e-mail not sent')
      })
    }
    return { received: true, outcome }
  }
}
