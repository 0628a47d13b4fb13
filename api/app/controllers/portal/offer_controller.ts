import type { HttpContext } from '@adonisjs/core/http'
import type { Locale } from '#enums/profile'
import { offerFile } from '#services/billing/offer_file'
import { sendPdf } from '#services/billing/document_files'

export default class OfferController {
  /**
   * The offer as a PDF in the page's language (public, like the countries and prices the registration form shows):
   * the countries open for sale with their packages and monthly prices of the day.
   */
  async download({ response, i18n }: HttpContext) {
    const file = await offerFile(i18n.locale as Locale)
    response.header('Cache-Control', 'no-store')
    return sendPdf(response, file)
  }
}
