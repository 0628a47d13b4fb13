import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { AdminCompanyFieldsAnswer } from '@posted-workers/domain'
import Company from '#models/company'
import UpdateCompanyAsAdmin from '#actions/companies/update_company_as_admin'
import VatChecker from '#services/vat/vat_checker'
import { updateCompanyAsAdminValidator } from '#validators/company'
import { COMPANY_SORTS, listCompanies } from '#services/companies/company_list'
import { companyDetail } from '#services/companies/company_detail'
import { COMPANY_EXTRA_COLUMNS, presentAdminCompany } from '#services/presenters/admin_company_presenter'
import { parseListQuery, sendPage } from '#services/http/list_query'

export default class CompaniesController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('BackOfficePolicy').authorize('read')
    const query = parseListQuery(ctx.request.qs(), {
      sortable: Object.keys(COMPANY_SORTS),
      defaultSort: 'name',
    })
    const { rows, total, hasNextPage, cap } = await listCompanies(query)
    return sendPage(ctx, 'companies', query, rows.map(presentAdminCompany), total, hasNextPage, cap)
  }

  /** The extra columns the list shows, as the specification's companies list receives them. */
  async fields({ bouncer }: HttpContext): Promise<AdminCompanyFieldsAnswer> {
    await bouncer.with('BackOfficePolicy').authorize('read')
    // An admin selects companies to check their VAT numbers again or export them (the list's bulk actions).
    return { fields: COMPANY_EXTRA_COLUMNS, options: { isMultiSelectAllowed: true } }
  }

  async show({ params, bouncer }: HttpContext) {
    await bouncer.with('BackOfficePolicy').authorize('read')
    return companyDetail(Number(params.id))
  }

  /** Name, address, VAT number (checked again: VIES saying no refuses a new number), web and SIRET. */
  @inject()
  async update(
    { params, request, auth, bouncer }: HttpContext,
    action: UpdateCompanyAsAdmin,
    checker: VatChecker
  ) {
    await bouncer.with('BackOfficePolicy').authorize('manage')
    const company = await Company.findOrFail(Number(params.id))
    const input = await request.validateUsing(updateCompanyAsAdminValidator)
    const vat = await checker.check(null, input.vatNumber)
    await action.handle(auth.getUserOrFail(), company.id, input, vat, request.ip())
    return companyDetail(company.id)
  }
}
