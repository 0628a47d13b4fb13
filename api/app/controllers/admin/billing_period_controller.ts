import { PassThrough } from 'node:stream'
import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import { billingPeriodRange } from '@posted-workers/domain'
import { billingPeriodValidator } from '#validators/billing'
import { recordAudit } from '#services/audit/record_audit'
import { todayUtc } from '#services/contracts/contract_term'
import { periodSheets } from '#services/exports/period_export'
import { writeWorkbook } from '#services/exports/xlsx_workbook'
import { writePdfArchive } from '#services/billing/pdf_archive'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

type Format = 'xlsx' | 'zip'

/**
 * The accountant's documents of a month or a quarter: a workbook of its invoices and credit notes, or a ZIP of their
 * PDFs. Both streamed as they are read, audited before the first byte.
 */
export default class BillingPeriodController {
  async workbook(ctx: HttpContext) {
    const { output, range } = await this.start(ctx, 'xlsx')
    writeWorkbook(output, periodSheets(range, ctx.i18n, todayUtc()), {
      yes: ctx.i18n.t('exports.values.yes'),
      no: ctx.i18n.t('exports.values.no'),
      unlimited: ctx.i18n.t('exports.values.unlimited'),
    }).catch((error) => this.failed(output, error, 'xlsx'))
  }

  async archive(ctx: HttpContext) {
    const { output, range } = await this.start(ctx, 'zip')
    writePdfArchive(output, range).catch((error) => this.failed(output, error, 'zip'))
  }

  /** Authorizes, reads the period, audits, and opens the download. */
  private async start({ request, response, auth, bouncer, i18n }: HttpContext, format: Format) {
    await bouncer.with('BackOfficePolicy').authorize('export')
    const { period } = await request.validateUsing(billingPeriodValidator, {
      messagesProvider: i18n.createMessagesProvider('billing.periodValidator'),
    })
    const range = billingPeriodRange(period)!
    await recordAudit({
      userId: auth.getUserOrFail().id,
      action: 'invoices.export',
      subjectType: 'invoices',
      subjectId: null,
      payload: { period, from: range.from, to: range.to, format },
      ip: request.ip(),
    })
    const output = new PassThrough()
    response.header('Content-Type', format === 'xlsx' ? XLSX : 'application/zip')
    response.header('Content-Disposition', `attachment; filename="invoices-${period}.${format}"`)
    response.header('Cache-Control', 'no-store')
    response.stream(output)
    return { output, range }
  }

  private failed(output: PassThrough, error: unknown, format: Format) {
    // A download the client gave up is not a failure of ours.
    if (error instanceof Error && error.name === 'AbortError')
      logger.info({ format }, 'period export abandoned')
    else logger.error({ err: error, format }, 'period export failed')
    output.destroy(error as Error)
  }
}
