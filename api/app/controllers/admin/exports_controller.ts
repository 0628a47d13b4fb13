import { PassThrough } from 'node:stream'
import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import { parseListQuery } from '#services/http/list_query'
import { exportColumns, exportRows, listExport } from '#services/exports/list_exports'
import { BUFFER_AHEAD_BYTES, writeWorkbook } from '#services/exports/xlsx_workbook'
import { todayUtc } from '#services/contracts/contract_term'
import { recordAudit } from '#services/audit/record_audit'
import { NotFoundException } from '#exceptions/not_found_exception'
import string from '@adonisjs/core/helpers/string'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

export default class ExportsController {
  /**
   * A back-office list as an .xlsx: the list's own filter and sort, every row, streamed as it is read. Audited
   * before the first byte (who exported which list with which filter).
   */
  async export({ route, request, response, auth, bouncer, i18n }: HttpContext) {
    await bouncer.with('BackOfficePolicy').authorize('export')
    // The route is `…/admin/<resource>/export`: one route per resource, so no unknown resource reaches here.
    const resource = route?.pattern.split('/').at(-2) ?? ''
    const definition = listExport(resource)
    if (!definition) throw new NotFoundException()
    const query = parseListQuery(request.qs(), {
      sortable: definition.sortable,
      defaultSort: definition.defaultSort,
      defaultDirection: definition.defaultDirection,
    })
    const today = todayUtc()
    await definition.prepare?.(query, today)
    await recordAudit({
      userId: auth.getUserOrFail().id,
      action: `${resource}.export`,
      subjectType: string.snakeCase(resource),
      subjectId: null,
      payload: { filter: query.filter, sort: query.sort },
      ip: request.ip(),
    })

    const output = new PassThrough({ highWaterMark: BUFFER_AHEAD_BYTES })
    response.header('Content-Type', XLSX)
    response.header('Content-Disposition', `attachment; filename="${definition.fileName}-${today}.xlsx"`)
    response.header('Cache-Control', 'no-store')
    response.stream(output)
    writeWorkbook(
      output,
      {
        name: i18n.t(`exports.${definition.fileName}.sheet`),
        columns: exportColumns(definition, i18n),
        rows: exportRows(definition, { ...query, offset: 0 }, today),
      },
      {
        yes: i18n.t('exports.values.yes'),
        no: i18n.t('exports.values.no'),
        unlimited: i18n.t('exports.values.unlimited'),
      }
    ).catch((error) => {
      // A download the client gave up is not a failure of ours.
      if (error instanceof Error && error.name === 'AbortError') logger.info({ resource }, 'export abandoned')
      else logger.error({ err: error, resource }, 'export failed')
      output.destroy(error)
    })
  }
}
