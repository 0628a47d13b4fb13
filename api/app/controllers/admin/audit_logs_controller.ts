import type { HttpContext } from '@adonisjs/core/http'
import type { AuditLogChoicesAnswer } from '@posted-workers/domain'
import { AUDIT_LOG_SORTS, auditLogChoices, findAuditLog, listAuditLogs } from '#services/audit/audit_log_list'
import { presentAuditLog, presentAuditUser } from '#services/presenters/audit_log_presenter'
import { parseListQuery, sendPage } from '#services/http/list_query'
import { NotFoundException } from '#exceptions/not_found_exception'

/** The audit log, read only (routes behind the admin middleware): lines are written by the actions they record. */
export default class AuditLogsController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('BackOfficePolicy').authorize('manage')
    const query = parseListQuery(ctx.request.qs(), {
      sortable: AUDIT_LOG_SORTS,
      defaultSort: 'createdAt',
      defaultDirection: 'desc',
    })
    const { rows, total } = await listAuditLogs(query)
    return sendPage(ctx, 'auditLogs', query, rows.map(presentAuditLog), total)
  }

  async choices({ bouncer }: HttpContext): Promise<AuditLogChoicesAnswer> {
    await bouncer.with('BackOfficePolicy').authorize('manage')
    const { admins, actions, subjectTypes } = await auditLogChoices()
    return {
      admins: admins.map((row) => presentAuditUser(row)!),
      actions,
      subjectTypes,
    }
  }

  async show({ params, bouncer }: HttpContext) {
    await bouncer.with('BackOfficePolicy').authorize('manage')
    const row = await findAuditLog(Number(params.id))
    if (!row) throw new NotFoundException()
    return presentAuditLog(row)
  }
}
