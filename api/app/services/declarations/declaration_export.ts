import { extname } from 'node:path'
import { PassThrough, type Writable } from 'node:stream'
import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import drive from '@adonisjs/drive/services/main'
import { IMI_EXPORT_FIELDS, type ImiExportField } from '@posted-workers/domain'
import { writeWorkbook, type CellKind, type ExportColumn } from '#services/exports/xlsx_workbook'
import { writeZip, type ZipEntry } from '#services/exports/zip_stream'
import {
  declarationRows,
  presentDeclaration,
  type DeclarationRow,
} from '#services/declarations/declaration_register'
import { sanitizeFileName } from '#services/workers/file_name'
import WorkerDocument from '#models/worker_document'

/** Which declarations an export holds: a company (none: all, for the back-office), a host country, a period. */
export interface ExportScope {
  companyId?: number
  country?: string
  from: string
  to?: string
}

const day = (value: unknown) =>
  value instanceof Date
    ? value.toISOString().slice(0, 10)
    : value === null
      ? null
      : String(value).slice(0, 10)

/**
 * The declarations to file or filed (not withdrawn) that overlap the period, one per company, host country and driver:
 * his latest. Read as plain rows.
 */
export async function exportedDeclarations(scope: ExportScope, today: string) {
  const query = declarationRows({ companyId: scope.companyId, country: scope.country })
    .whereNot('posting_declarations.status', 'withdrawn')
    .where('posting_declarations.end_date', '>=', scope.from)
  if (scope.to) query.where('posting_declarations.start_date', '<=', scope.to)
  const rows: DeclarationRow[] = await query
  const seen = new Set<string>()
  return rows
    .filter((row) => {
      const key = `${row.company_id}/${row.country_code}/${row.driverId}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .map((row) => ({ row, answer: presentDeclaration(row, today) }))
}

type Exported = Awaited<ReturnType<typeof exportedDeclarations>>[number]

const KINDS: Partial<Record<ImiExportField, CellKind>> = {
  dateOfBirth: 'date',
  employmentStartDate: 'date',
  startDate: 'date',
  endDate: 'date',
}

/** The IMI columns in the portal's order and words (domain's IMI_EXPORT_FIELDS), each value of a row. */
export function imiColumns(t: (key: string) => string): ExportColumn<Exported>[] {
  const value = ({ row, answer }: Exported, field: ImiExportField): unknown => {
    switch (field) {
      case 'address':
        return [row.addressLine1, row.addressLine2, [row.postalCode, row.city].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(', ')
      case 'dateOfBirth':
      case 'employmentStartDate':
        return day(row[field])
      case 'countryCode':
      case 'startDate':
      case 'endDate':
      case 'imiNumber':
        return answer[field]
      case 'plates':
        return answer.plates.join(', ')
      case 'transportType':
        return t(`declarations.transportType.${answer.transportType}`)
      case 'operations':
        return answer.operations.map((operation) => t(`declarations.operations.${operation}`)).join(', ')
      case 'status':
        return t(`declarations.state.${answer.state}`)
      default:
        return row[field]
    }
  }
  return IMI_EXPORT_FIELDS.map((field) => ({
    header: t(`declarations.fields.${field}`),
    kind: KINDS[field] ?? 'text',
    value: (exported: Exported) => value(exported, field),
  }))
}

/** A CSV cell: quoted, and never a formula (a leading =, +, - or @ is written after a quote mark). */
function csvCell(value: unknown) {
  const text = value === null || value === undefined ? '' : String(value)
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return `"${safe.replace(/"/g, '""')}"`
}

/** The CSV of the export: UTF-8 with a byte order mark (spreadsheets then read ł and é), dates YYYY-MM-DD. */
export function writeCsv(output: Writable, columns: ExportColumn<Exported>[], rows: Exported[]) {
  output.write('\uFEFF' + columns.map((column) => csvCell(column.header)).join(',') + '\r\n')
  for (const row of rows) output.write(columns.map((column) => csvCell(column.value(row))).join(',') + '\r\n')
  output.end()
}

/** Answers the export as an .xlsx (dates as date cells) or CSV, named after the country and the day. */
export async function sendImiExport(
  ctx: HttpContext,
  scope: ExportScope,
  format: 'xlsx' | 'csv',
  today: string
) {
  const rows = await exportedDeclarations(scope, today)
  const t = (key: string) => ctx.i18n.t(key)
  const columns = imiColumns(t)
  const name = `imi-declarations-${scope.country ?? 'all'}-${today}`
  const output = new PassThrough()
  ctx.response.header('Cache-Control', 'no-store')
  if (format === 'csv') {
    ctx.response.header('Content-Type', 'text/csv; charset=utf-8')
    ctx.response.header('Content-Disposition', `attachment; filename="${name}.csv"`)
    ctx.response.stream(output)
    writeCsv(output, columns, rows)
    return
  }
  ctx.response.header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  ctx.response.header('Content-Disposition', `attachment; filename="${name}.xlsx"`)
  ctx.response.stream(output)
  async function* each() {
    yield* rows
  }
  writeWorkbook(
    output,
    { name: t('declarations.export.sheet'), columns, rows: each() },
    { yes: t('exports.values.yes'), no: t('exports.values.no'), unlimited: t('exports.values.unlimited') }
  ).catch((error) => {
    if (!(error instanceof Error && error.name === 'AbortError'))
      logger.error({ err: error }, 'IMI export failed')
    output.destroy(error)
  })
}

/** A ZIP of the IMI PDFs of the declarations the export holds: `<country>/<driver> <start>.pdf`, one at a time. */
export async function sendDeclarationPdfs(ctx: HttpContext, scope: ExportScope, today: string) {
  const rows = (await exportedDeclarations(scope, today)).filter(({ row }) => row.worker_document_id !== null)
  const keys = new Map<number, { fileKey: string; extension: string }>()
  if (rows.length > 0) {
    const documents = await WorkerDocument.query()
      .whereIn(
        'id',
        rows.map(({ row }) => Number(row.worker_document_id))
      )
      .select('id', 'file_key', 'file_name')
    for (const document of documents) {
      keys.set(document.id, { fileKey: document.fileKey, extension: extname(document.fileName) || '.pdf' })
    }
  }
  async function* entries(): AsyncGenerator<ZipEntry> {
    for (const { row, answer } of rows) {
      const stored = keys.get(Number(row.worker_document_id))
      if (!stored) continue
      const name =
        sanitizeFileName(`${answer.driverName} ${answer.startDate} ${answer.id}${stored.extension}`) ||
        `${answer.id}${stored.extension}`
      yield { name: `${answer.countryCode}/${name}`, open: () => drive.use().getStream(stored.fileKey) }
    }
  }
  const output = new PassThrough()
  ctx.response.header('Content-Type', 'application/zip')
  ctx.response.header(
    'Content-Disposition',
    `attachment; filename="imi-declarations-${scope.country ?? 'all'}-${today}.zip"`
  )
  ctx.response.header('Cache-Control', 'no-store')
  ctx.response.stream(output)
  writeZip(output, entries()).catch((error) => {
    logger.error({ err: error }, 'IMI declarations ZIP failed')
    output.destroy(error)
  })
}
