import type { HttpContext } from '@adonisjs/core/http'
import { COMPLIANCE_SORTS, listCompliance } from '#services/compliance/compliance_list'
import { parseListQuery, sendPage } from '#services/http/list_query'

/**
 * The back-office's compliance list: postings of running or scheduled contracts that are not ready or whose
 * documents end soon (every one of a company's with `readiness: 'all'`: its page's postings tab), across companies (its export is `compliance/export`, start/routes/back_office.ts).
 */
export default class ComplianceController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('BackOfficePolicy').authorize('manage')
    const query = parseListQuery(ctx.request.qs(), {
      sortable: Object.keys(COMPLIANCE_SORTS),
      defaultSort: 'notReadySince',
    })
    const { rows, total } = await listCompliance(query, ctx.params.lang)
    return sendPage(ctx, 'compliance', query, rows, total)
  }
}
