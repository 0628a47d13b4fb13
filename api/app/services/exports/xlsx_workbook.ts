import { once } from 'node:events'
import type { Writable } from 'node:stream'
import ExcelJS from 'exceljs'
import { faultPoint } from '#services/faults/fault_point'

/** How a column's values are written: each kind has its spreadsheet type and format. */
export type CellKind = 'text' | 'date' | 'dateTime' | 'money' | 'integer' | 'workers' | 'boolean'

export interface ExportColumn<Row> {
  /** The header, already in the reader's language. */
  header: string
  kind: CellKind
  width?: number
  value: (row: Row) => unknown
}

/** The words a workbook writes for yes, no and unlimited, in the reader's language. */
export interface CellWords {
  yes: string
  no: string
  unlimited: string
}

const FORMATS: Partial<Record<CellKind, string>> = {
  text: '@',
  date: 'dd/mm/yyyy',
  dateTime: 'dd/mm/yyyy hh:mm:ss',
  money: '#,##0.00 "€"',
  integer: '0',
}

const WIDTHS: Record<CellKind, number> = {
  text: 24,
  date: 12,
  dateTime: 20,
  money: 14,
  integer: 10,
  workers: 10,
  boolean: 10,
}

/**
 * The instants of the calendar dates already read: an export of 300,000 contracts reads the same few thousand days
 * again and again. Emptied when full, so it stays small; each cell still gets a Date of its own.
 */
const dayTimes = new Map<string, number>()
const DAY_TIMES_MAX = 20_000

/** 'YYYY-MM-DD' (a calendar date) or a Date: the instant the spreadsheet shows as that day, at midnight UTC. */
function toDate(value: unknown) {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value
  if (typeof value !== 'string') return null
  if (value.length === 10) {
    let time = dayTimes.get(value)
    if (time === undefined) {
      time = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN
      if (dayTimes.size >= DAY_TIMES_MAX) dayTimes.clear()
      dayTimes.set(value, time)
    }
    return Number.isNaN(time) ? null : new Date(time)
  }
  if (!/^\d{4}-\d{2}-\d{2}/.test(value)) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** The zone every export writes its times in, as the back-office shows them to the provider's staff. */
export const EXPORT_TIME_ZONE = 'Europe/Paris'

const parisParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: EXPORT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

/**
 * An instant as Paris reads it on a clock: a spreadsheet has no time zone, so the cell holds the wall-clock time
 * (20:30 UTC on 27 November is written 21:30), and the column's header names the zone.
 */
export function parisWallClock(instant: Date) {
  const part = Object.fromEntries(parisParts.formatToParts(instant).map(({ type, value }) => [type, value]))
  return new Date(
    Date.UTC(
      Number(part.year),
      Number(part.month) - 1,
      Number(part.day),
      Number(part.hour),
      Number(part.minute),
      Number(part.second)
    )
  )
}

/**
 * The value a cell holds: dates as dates, times as Paris reads them, money in euros as a number (from integer cents), booleans as the
 * language's words, unlimited workers as ∞. Text stays a string cell, never a formula: a value beginning with
 * `=`, `+`, `-` or `@` is written as text (and the column's text format keeps it so when edited).
 */
export function cellValue(kind: CellKind, value: unknown, words: CellWords): ExcelJS.CellValue {
  if (value === undefined || value === null || value === '') {
    return kind === 'workers' && value === null ? words.unlimited : null
  }
  switch (kind) {
    case 'date':
      return toDate(value)
    case 'dateTime': {
      const instant = toDate(value)
      return instant && parisWallClock(instant)
    }
    case 'money':
      return Number(value) / 100
    case 'integer':
      return Number(value)
    case 'workers':
      return Number(value)
    case 'boolean':
      return value === true || value === 1 || value === '1' ? words.yes : words.no
    case 'text':
      return String(value)
  }
}

/** The zip entry exceljs pipes a sheet's XML into: a readable-stream PassThrough (not in exceljs's types). */
type ZipEntry = Writable & { _writableState?: { needDrain?: boolean; length?: number } }

/**
 * The XML a sheet may hold ahead of its compression, and the bytes the download may hold ahead of the socket. The
 * streams' own 16 KB made the rows wait some 19,000 times for 300,000 rows, each time for the compressing thread and
 * back, which left the process idle a third of the time; a megabyte keeps memory as flat and the work flowing.
 */
export const BUFFER_AHEAD_BYTES = 1_048_576

/**
 * exceljs hands the sheet's XML to its zip without heeding backpressure (its buffer ignores what `write` returns),
 * so rows read faster than they are compressed would pile up in memory (75 MB of XML for 80,000 rows): wait for
 * the zip's entry to drain when it holds a megabyte. The entry is a readable-stream v2 PassThrough, which tells it
 * only in its state (no writableNeedDrain).
 */
async function zipCatchUp(worksheet: unknown, signal: AbortSignal) {
  const entry = (worksheet as { stream?: { pipes?: ZipEntry[] } }).stream?.pipes?.[0]
  const state = entry?._writableState
  if (entry && state?.needDrain && (state.length ?? 0) >= BUFFER_AHEAD_BYTES)
    await once(entry, 'drain', { signal })
}

export interface WorkbookSheet<Row> {
  /** The sheet's name (at most 31 characters). */
  name: string
  columns: ExportColumn<Row>[]
  rows: AsyncIterable<Row>
}

/**
 * Streams an .xlsx into `output` with exceljs's streaming writer, its sheets one after the other: each a frozen
 * header row with filters, then each row as it comes, committed at once so memory holds only a few rows whatever
 * their number. Waits for `output` to drain when it is full, so a slow download slows the database read instead of
 * filling memory. Resolves with the number of rows written (all sheets together).
 */
export async function writeWorkbook<Row>(
  output: Writable,
  sheets: WorkbookSheet<Row> | WorkbookSheet<Row>[],
  words: CellWords
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  })
  // A download the client gives up closes `output`: the waits below then end (AbortError), the loop leaves the
  // database stream, and its connection goes back to the pool instead of waiting for a drain that never comes.
  const closed = new AbortController()
  output.once('close', () => closed.abort())
  let count = 0
  for (const sheet of Array.isArray(sheets) ? sheets : [sheets]) {
    count += await writeSheet(workbook, output, sheet, words, closed.signal)
  }
  await workbook.commit()
  return count
}

async function writeSheet<Row>(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  output: Writable,
  sheet: WorkbookSheet<Row>,
  words: CellWords,
  signal: AbortSignal
) {
  const worksheet = workbook.addWorksheet(sheet.name.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  })
  worksheet.columns = sheet.columns.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: column.width ?? WIDTHS[column.kind],
    style: FORMATS[column.kind] ? { numFmt: FORMATS[column.kind] } : {},
  }))
  worksheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } }
  worksheet.getRow(1).font = { bold: true }
  worksheet.getRow(1).commit()

  // One style object per column, given to each of its cells: exceljs recognises an object it has seen and skips
  // rebuilding the style (by default every cell gets a copy, whose XML exceljs renders again to look it up).
  const styles = sheet.columns.map((column) => (FORMATS[column.kind] ? { numFmt: FORMATS[column.kind] } : {}))
  let count = 0
  for await (const row of sheet.rows) {
    // An empty value makes no cell (exceljs skips undefined): the column's own style formats it if one is typed in.
    const added = worksheet.addRow(
      sheet.columns.map((column) => cellValue(column.kind, column.value(row), words) ?? undefined)
    )
    added.eachCell((cell, column) => {
      cell.style = styles[column - 1] as ExcelJS.Style
    })
    added.commit()
    count++
    if (count === 1) await faultPoint('export.streaming')
    if (output.writableNeedDrain) await once(output, 'drain', { signal })
    await zipCatchUp(worksheet, signal)
  }
  worksheet.commit()
  return count
}
