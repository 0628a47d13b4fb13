import type { HttpContext } from '@adonisjs/core/http'
import Company from '#models/company'
import { presentCompany } from '#services/presenters/company_presenter'
import { findOwnCompany } from '#services/tenancy/find_own_company'

export default class CompanyController {
  async show(ctx: HttpContext) {
    const company = await findOwnCompany(ctx, ctx.params.id, 'viewCompany')
    await company.load('users', (users) => users.preload('profile', (profile) => profile.preload('phones')))
    return { company: presentCompany(company as Company) }
  }
}
