import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import SaveRepresentativeCountry from '#actions/settings/save_representative_country'
import { NotFoundException } from '#exceptions/not_found_exception'
import { parseListQuery, sendPage } from '#services/http/list_query'
import { presentAdminCountry } from '#services/presenters/settings_presenter'
import { COUNTRY_SORTS, findCountryWithSettings, listCountries } from '#services/settings/country_list'
import { checkedPackages } from '#services/settings/worker_packages'
import { requirePdf, withResourceUpload, type ResourceUpload } from '#services/uploads/resource_upload'
import VatChecker from '#services/vat/vat_checker'
import { representativeCountryValidator } from '#validators/settings'

/** The terms-of-sale file parts of the create and update forms. */
const TERMS_FIELDS = ['termsOfSalesFr', 'termsOfSalesPl'] as const
type TermsField = (typeof TERMS_FIELDS)[number]

async function findCountry(id: unknown) {
  const country = await findCountryWithSettings(Number(id))
  if (!country) throw new NotFoundException()
  return country
}

/**
 * The back-office's representative countries (settings): list, read, create and update, the latter two as a
 * multipart body (an `input` JSON part and the terms-of-sale PDFs) read after the role check.
 */
export default class RepresentativeCountriesController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('BackOfficePolicy').authorize('manage')
    const query = parseListQuery(ctx.request.qs(), {
      sortable: Object.keys(COUNTRY_SORTS),
      defaultSort: 'name',
    })
    const { rows, total } = await listCountries(query)
    const locale = ctx.i18n.locale
    return sendPage(
      ctx,
      'representativeCountries',
      query,
      rows.map((row) => presentAdminCountry(row, locale)),
      total
    )
  }

  async show({ params, bouncer, i18n }: HttpContext) {
    await bouncer.with('BackOfficePolicy').authorize('manage')
    return presentAdminCountry(await findCountry(params.id), i18n.locale)
  }

  /** Both terms of sale are required on create. */
  @inject()
  async store(ctx: HttpContext, action: SaveRepresentativeCountry, checker: VatChecker) {
    await ctx.bouncer.with('BackOfficePolicy').authorize('manage')
    return withResourceUpload(ctx, TERMS_FIELDS, async (upload) => {
      const change = await this.#change(ctx, upload, checker, true)
      const country = await action.handle(ctx.auth.getUserOrFail(), null, change, ctx.request.ip())
      ctx.response.status(201)
      return presentAdminCountry(await findCountry(country.id), ctx.i18n.locale)
    })
  }

  /** A terms-of-sale file sent replaces the one served; one left out keeps it. */
  @inject()
  async update(ctx: HttpContext, action: SaveRepresentativeCountry, checker: VatChecker) {
    await ctx.bouncer.with('BackOfficePolicy').authorize('manage')
    const { id } = await findCountry(ctx.params.id)
    return withResourceUpload(ctx, TERMS_FIELDS, async (upload) => {
      const change = await this.#change(ctx, upload, checker, false)
      await action.handle(ctx.auth.getUserOrFail(), id, change, ctx.request.ip())
      return presentAdminCountry(await findCountry(id), ctx.i18n.locale)
    })
  }

  /** The validated change: fields, packages by the shared rule, the files, the VAT number's check. */
  async #change(ctx: HttpContext, upload: ResourceUpload<TermsField>, checker: VatChecker, create: boolean) {
    const input = await representativeCountryValidator.validate(upload.input, {
      messagesProvider: ctx.i18n.createMessagesProvider(),
    })
    const packages = checkedPackages(input.workerPackages, ctx.i18n)
    const { files } = upload
    const terms = create
      ? { fr: requirePdf(files, 'termsOfSalesFr'), pl: requirePdf(files, 'termsOfSalesPl') }
      : { fr: files.termsOfSalesFr, pl: files.termsOfSalesPl }
    const vatNumber = input.representativeCompany.vatNumber
    // VIES is slow: asked before the transaction.
    const vat = vatNumber ? await checker.check(null, vatNumber) : null
    return {
      input,
      packages,
      terms: Object.fromEntries(Object.entries(terms).filter(([, file]) => file)),
      vat,
    }
  }
}
