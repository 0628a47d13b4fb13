import type { HttpContext } from '@adonisjs/core/http'
import drive from '@adonisjs/drive/services/main'
import RepresentativeCountry from '#models/representative_country'
import { NotFoundException } from '#exceptions/not_found_exception'
import { sendPdf } from '#services/billing/document_files'
import {
  termsOfSaleFileName,
  termsOfSaleKey,
  type TermsLanguage,
} from '#services/billing/terms_of_sale_files'

export default class TermsOfSaleController {
  /** A representative country's terms of sale in French or Polish (public); 404 when the country has none. */
  async download({ params, response }: HttpContext) {
    const country = await RepresentativeCountry.find(params.id)
    const lang = params.docLang as TermsLanguage
    const key = country ? termsOfSaleKey(country, lang) : null
    const disk = drive.use()
    if (!country || !key || !(await disk.exists(key))) throw new NotFoundException()

    const { contentLength } = await disk.getMetaData(key)
    return sendPdf(response, {
      fileName: termsOfSaleFileName(country, lang),
      body: await disk.getStream(key),
      size: contentLength,
    })
  }
}
