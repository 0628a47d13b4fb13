import type { I18n } from '@adonisjs/i18n'
import { exportColumns, exportRows, listExport } from '#services/exports/list_exports'
import type { WorkbookSheet } from '#services/exports/xlsx_workbook'

/**
 * The accountant's workbook of a period: the invoices, then the credit notes, issued between two days (both
 * included), number ascending, each sheet with its list export's columns, headers in the reader's language.
 */
export function periodSheets(range: { from: string; to: string }, i18n: I18n, today: string) {
  return (['invoices', 'creditNotes'] as const).map((resource): WorkbookSheet<Record<string, unknown>> => {
    const definition = listExport(resource)!
    return {
      name: i18n.t(`exports.${definition.fileName}.sheet`),
      columns: exportColumns(definition, i18n),
      rows: exportRows(
        definition,
        {
          filter: { dateFrom: range.from, dateTo: range.to },
          sort: { field: 'number', direction: 'asc' },
          offset: 0,
          limit: 0,
        },
        today
      ),
    }
  })
}
