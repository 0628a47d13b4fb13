import type { HttpContext } from '@adonisjs/core/http'
import drive from '@adonisjs/drive/services/main'
import RepresentativeCountry from '#models/representative_country'
import type TermsOfSaleVersion from '#models/terms_of_sale_version'
import { NotFoundException } from '#exceptions/not_found_exception'
import { sendPdf } from '#services/billing/document_files'
import { findOwnCompany } from '#services/tenancy/find_own_company'
import { findOwnContract } from '#services/tenancy/find_own_contract'
import {
  currentTermsVersionId,
  storedTermsVersion,
  termsOfSaleFileName,
  type TermsLanguage,
} from '#services/billing/terms_of_sale_files'

async function sendVersion(
  response: HttpContext['response'],
  country: RepresentativeCountry,
  version: TermsOfSaleVersion | null
) {
  if (!version) throw new NotFoundException()
  const disk = drive.use()
  const { contentLength } = await disk.getMetaData(version.storageKey)
  return sendPdf(response, {
    fileName: termsOfSaleFileName(country, version.language),
    body: await disk.getStream(version.storageKey),
    size: contentLength,
  })
}

export default class TermsOfSaleController {
  /** A representative country's current terms of sale in French or Polish (public); 404 when it has none. */
  async download({ params, response }: HttpContext) {
    const country = await RepresentativeCountry.find(params.id)
    if (!country) throw new NotFoundException()
    const lang = params.docLang as TermsLanguage
    return sendVersion(response, country, await storedTermsVersion(currentTermsVersionId(country, lang)))
  }

  /**
   * The terms a contract was sold under (own company, or admin), whatever its country serves today; 404 for another
   * company's contract, like a missing one.
   */
  async contractDownload(ctx: HttpContext) {
    const company = await findOwnCompany(ctx, ctx.params.id, 'viewCompany')
    const contract = await findOwnContract(company, ctx.params.contractId)
    await contract.load('representativeCountry')
    const lang = ctx.params.docLang as TermsLanguage
    const versionId = lang === 'fr' ? contract.termsFrVersionId : contract.termsPlVersionId
    return sendVersion(ctx.response, contract.representativeCountry, await storedTermsVersion(versionId))
  }
}
