import type { HttpContext } from '@adonisjs/core/http'
import { ADMIN_DRIVER_SORTS, listAdminDrivers } from '#services/privacy/admin_driver_list'
import { parseListQuery, sendPage } from '#services/http/list_query'

/**
 * The back-office's list of a company's drivers (`filter={"companyId":N}`), each with the calls of his rights:
 * his export and his erasure, made as his company makes them (controllers/portal/driver_privacy_controller.ts).
 */
export default class DriversController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('BackOfficePolicy').authorize('manage')
    const query = parseListQuery(ctx.request.qs(), { sortable: ADMIN_DRIVER_SORTS, defaultSort: 'name' })
    const { rows, total } = await listAdminDrivers(query, ctx.params.lang)
    return sendPage(ctx, 'drivers', query, rows, total)
  }
}
