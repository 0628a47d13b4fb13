import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import SaveDriverDetails from '#actions/declarations/save_driver_details'
import { findOwnDriver } from '#services/tenancy/find_own_worker'
import { presentDriverDetails } from '#services/declarations/declaration_presenter'
import { driverDetailsValidator } from '#validators/declaration'
import { auditedAdmin } from '#services/audit/audited_admin'
import { findOwnCompany } from '#services/tenancy/find_own_company'
import { companyRoster, ROSTER_PAGE } from '#services/drivers/roster'
import { rosterValidator } from '#validators/worker'
import { sendJson } from '#services/http/list_query'

export default class DriversController {
  /** The company's roster: a page of its drivers with their postings' readiness and the documents of each person. */
  async index(ctx: HttpContext) {
    const company = await findOwnCompany(ctx, ctx.params.id, 'manageDrivers')
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

  /** What IMI asks of a driver (address, licence, card, employment contract), edited from the roster. */
  @inject()
  async details(ctx: HttpContext, action: SaveDriverDetails) {
    const company = await findOwnCompany(ctx, ctx.params.id, 'manageDrivers')
    const driver = await findOwnDriver(ctx, company, ctx.params.driverId)
    const input = await ctx.request.validateUsing(driverDetailsValidator)
    const saved = await action.handle(company.id, driver.id, input, auditedAdmin(ctx))
    return {
      updated: true,
      details: presentDriverDetails(saved),
      successes: [
        { message: ctx.i18n.t('declarations.driverSaved', { name: `${saved.firstName} ${saved.lastName}` }) },
      ],
    }
  }
}
