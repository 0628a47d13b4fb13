import type { HttpContext } from '@adonisjs/core/http'
import { todayUtc } from '#services/contracts/contract_term'
import { recordAudit } from '#services/audit/record_audit'
import { sendDeclarationPdfs, sendImiExport } from '#services/declarations/declaration_export'
import { declarationQueryValidator } from '#validators/declaration'

/**
 * The IMI export across companies, for the staff who file on a customer's behalf: the portal's export of a host
 * country and period, every company (or one, `companyId`), .xlsx or CSV, and the ZIP of the PDFs. Audited.
 */
export default class DeclarationsExportController {
  async export(ctx: HttpContext) {
    const scope = await this.#scope(ctx)
    return sendImiExport(ctx, scope.scope, scope.format, scope.today)
  }

  async pdfs(ctx: HttpContext) {
    const scope = await this.#scope(ctx, 'zip')
    return sendDeclarationPdfs(ctx, scope.scope, scope.today)
  }

  async #scope(ctx: HttpContext, kind?: 'zip') {
    await ctx.bouncer.with('BackOfficePolicy').authorize('export')
    const query = await ctx.request.validateUsing(declarationQueryValidator, { data: ctx.request.qs() })
    const today = todayUtc()
    const scope = {
      companyId: query.companyId,
      country: query.country,
      from: query.from ?? today,
      to: query.to,
    }
    await recordAudit({
      userId: ctx.auth.getUserOrFail().id,
      action: 'postingDeclarations.export',
      subjectType: 'posting_declaration',
      subjectId: null,
      payload: {
        filter: { companyId: scope.companyId, countryCode: scope.country },
        period: `${scope.from}…${scope.to ?? ''}`,
        from: scope.from,
        to: scope.to ?? null,
        format: kind ?? query.format ?? 'xlsx',
      },
      ip: ctx.request.ip(),
    })
    return { scope, format: query.format ?? 'xlsx', today }
  }
}
