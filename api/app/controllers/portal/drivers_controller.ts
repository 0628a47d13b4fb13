import type { HttpContext } from '@adonisjs/core/http'
import { findOwnCompany } from '#services/tenancy/find_own_company'
import { companyRoster, ROSTER_PAGE } from '#services/drivers/roster'
import { rosterValidator } from '#validators/worker'
import { sendJson } from '#services/http/list_query'

export default class DriversController {
  /** The company's roster: a page of its drivers with their postings' readiness and the documents of each person. */
  async index(ctx: HttpContext) {
    const company = await findOwnCompany(ctx, ctx.params.id)
    await ctx.bouncer.with('WorkerPolicy').authorize('manage', { companyId: company.id })
    const query = await ctx.request.validateUsing(rosterValidator)
    const answer = await companyRoster(
      company.id,
      {
        filter: query.filter ?? '',
        driverId: query.driver ?? null,
        readiness: query.readiness ?? null,
        page: query.page ?? 1,
        perPage: query.perPage ?? ROSTER_PAGE.default,
      },
      ctx.params.lang
    )
    return sendJson(ctx, answer)
  }
}
