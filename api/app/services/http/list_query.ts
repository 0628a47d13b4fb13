import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { LIST_COUNT_CAP, SEARCH_COUNT_CAP } from '@posted-workers/domain'
import { hasMalformedText } from '#middleware/well_formed_input_middleware'
import { jsonBytesInTurns } from '#services/http/json_bytes'

export type SortDirection = 'asc' | 'desc'

export interface ListQuery {
  filter: Record<string, unknown>
  sort: { field: string; direction: SortDirection }
  offset: number
  limit: number
}

const MAX_PAGE = 1000
/** Far beyond any list we hold, and small enough for every database's OFFSET. */
const MAX_OFFSET = 100_000_000

function parseJson(value: unknown): unknown {
  if (typeof value !== 'string' || value === '') return undefined
  try {
    return JSON.parse(value)
  } catch {
    return undefined
  }
}

/** A range bound: an integer (or a string of digits) from 0 to MAX_OFFSET; not 1e300, not 18446744073709551615. */
function rangeBound(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : value
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 0 && number <= MAX_OFFSET
    ? number
    : undefined
}

/**
 * Reads the ra-data-simple-rest list query (`filter={}`, `sort=["field","ASC"]`, `range=[0,24]`).
 * Only whitelisted sort fields are accepted; anything unreadable falls back to the defaults.
 */
export function parseListQuery(
  qs: Record<string, unknown>,
  options: { sortable: readonly string[]; defaultSort: string; defaultDirection?: SortDirection }
): ListQuery {
  const rawFilter = parseJson(qs.filter)
  // A JSON escape can carry a lone surrogate past the well-formed-input middleware: such a filter is unreadable too.
  const filter =
    rawFilter && typeof rawFilter === 'object' && !Array.isArray(rawFilter) && !hasMalformedText(rawFilter)
      ? rawFilter
      : {}

  const rawSort = parseJson(qs.sort)
  let sort = { field: options.defaultSort, direction: options.defaultDirection ?? ('asc' as SortDirection) }
  // Only strings are read: String() of an object whose toString is not a function throws.
  if (Array.isArray(rawSort) && typeof rawSort[0] === 'string' && options.sortable.includes(rawSort[0])) {
    sort = {
      field: rawSort[0],
      direction: typeof rawSort[1] === 'string' && rawSort[1].toUpperCase() === 'DESC' ? 'desc' : 'asc',
    }
  }

  const rawRange = parseJson(qs.range)
  let offset = 0
  let limit = 25
  if (Array.isArray(rawRange) && rawRange.length === 2) {
    const [start, end] = rawRange.map(rangeBound)
    if (start !== undefined && end !== undefined && end >= start) {
      offset = start
      limit = Math.min(end - start + 1, MAX_PAGE)
    }
  }

  return { filter: filter as Record<string, unknown>, sort, offset, limit }
}

/**
 * How many rows `filtered` matches, reading at most `cap` + 1 of them: the number, or null when there are more than
 * `cap` (an exact total would read every matched row, on every page, for a figure nobody pages through).
 * `filtered` selects nothing yet: the count reads only what its conditions need.
 */
export async function countUpTo(filtered: DatabaseQueryBuilderContract, cap = LIST_COUNT_CAP) {
  return cappedTotal(await cappedCount(filtered, cap), cap)
}

/** A capped count's answer (cappedCount): the number, or null beyond `cap`. */
export function cappedTotal(counted: { total: unknown }[], cap = LIST_COUNT_CAP) {
  const total = Number(counted[0].total)
  return total > cap ? null : total
}

/** The statement of countUpTo: `SELECT COUNT(*) FROM (<filtered> LIMIT cap + 1)`. */
export function cappedCount(filtered: DatabaseQueryBuilderContract, cap = LIST_COUNT_CAP) {
  return db
    .from(
      filtered
        .select(db.raw('1'))
        .limit(cap + 1)
        .as('capped')
    )
    .count('* as total')
}

/**
 * A page read with one row more than asked (`limit` + 1), for lists whose total may be unknown: the page's rows,
 * and whether another page follows.
 */
export function splitProbe<T>(rows: T[], query: ListQuery) {
  return { rows: rows.slice(0, query.limit), hasNextPage: rows.length > query.limit }
}

/** The column in which a page counted by withMatchCount holds its number of matches. */
export const MATCHED_COLUMN = 'list_matched'

/**
 * A search's page that counts its matches itself (`COUNT(*) OVER ()`): the full-text index hands its matches in no
 * order, so the database reads and sorts every one of them to find the page anyway, and counting them on the way
 * costs nothing, where a count of its own read the full-text index a second time (requests `q=logistics` at 300,000
 * contracts: 50 ms a statement, both together 52 ms). `ordered` is the page's ordered query, not yet paged.
 */
export function withMatchCount(ordered: DatabaseQueryBuilderContract, query: ListQuery) {
  return ordered
    .select(db.raw(`COUNT(*) OVER () AS ${MATCHED_COLUMN}`))
    .offset(query.offset)
    .limit(query.limit)
}

/** What a page's statements sent together answered: [a page counted by withMatchCount], or [a probe, a count]. */
export type PageResults = [Record<string, unknown>[]] | [Record<string, unknown>[], { total: unknown }[]]

/**
 * The page, its total (null beyond `cap`, as cappedTotal) and whether another page follows, from the
 * statements of a page read together: a probe (splitProbe) and its capped count, or a page that counted its matches
 * (withMatchCount). A counted page past the last match is empty and knows no count: `recount` counts apart.
 */
export async function readPage<Row extends Record<string, unknown>>(
  results: PageResults,
  query: ListQuery,
  recount: () => Promise<{ total: unknown }[]>,
  cap = LIST_COUNT_CAP
): Promise<{ rows: Row[]; total: number | null; hasNextPage: boolean }> {
  const [rows, counted] = results as [Row[], { total: unknown }[] | undefined]
  if (counted) return { ...splitProbe(rows, query), total: cappedTotal(counted, cap) }
  if (rows.length === 0) {
    return { rows, total: query.offset === 0 ? 0 : cappedTotal(await recount(), cap), hasNextPage: false }
  }
  const matched = Number(rows[0][MATCHED_COLUMN])
  return {
    rows,
    total: matched > cap ? null : matched,
    hasNextPage: query.offset + rows.length < matched,
  }
}

/**
 * How far a list counts its matches: SEARCH_COUNT_CAP when it is searched (`searched`: the list's reading of its text
 * filter, readTextSearch's, undefined when there is none), LIST_COUNT_CAP otherwise.
 */
export function countCapOf(searched: unknown) {
  return searched ? SEARCH_COUNT_CAP : LIST_COUNT_CAP
}

/**
 * Sends one page of a list in the ra-data-simple-rest dialect. The rows are plain data made by a presenter, so they
 * are written with V8's JSON.stringify rather than the framework's cycle-safe serializer, which walks every value
 * through a replacer (a few percent of a list call's CPU in a profile at 100,000 requests).
 *
 * A total of null (more rows than a list counts, countUpTo) is sent as `*`, the unknown length of HTTP's
 * Content-Range, with `X-Has-Next-Page: true|false` and the number it counted up to (`X-Count-Cap`): the
 * back-office then pages without a total (react-admin's partial pagination), "of more than" that number.
 */
export function sendPage<T>(
  ctx: HttpContext,
  resource: string,
  query: ListQuery,
  rows: T[],
  total: number | null,
  hasNextPage = false,
  cap = LIST_COUNT_CAP
) {
  const end = rows.length === 0 ? query.offset : query.offset + rows.length - 1
  ctx.response.header('Content-Range', `${resource} ${query.offset}-${end}/${total ?? '*'}`)
  if (total === null) {
    ctx.response.header('X-Has-Next-Page', String(hasNextPage))
    ctx.response.header('X-Count-Cap', String(cap))
    ctx.response.header('Access-Control-Expose-Headers', 'Content-Range, X-Has-Next-Page, X-Count-Cap')
  } else {
    ctx.response.header('Access-Control-Expose-Headers', 'Content-Range')
  }
  return sendJson(ctx, rows)
}

/**
 * A list's answer, plain rows of data, written by the native JSON.stringify: Adonis's default serializer (safe and
 * stable, for cycles and BigInts that plain rows do not have) takes four times as long on a 1,500-row answer. It is
 * handed over as UTF-8 bytes, a long list's item by item (jsonBytes): given the text, Adonis measured its length in
 * bytes (Buffer.byteLength) and the socket then encoded it, two passes over a text that holds Polish letters, each
 * first copying the text V8's stringify hands back in pieces.
 */
export function sendJson(ctx: HttpContext, value: unknown): Promise<Buffer> {
  ctx.response.header('Content-Type', 'application/json; charset=utf-8')
  return jsonBytesInTurns(value)
}

/** The free-text filter `q` of a list, trimmed ('' when absent). */
export function textFilter(filter: Record<string, unknown>) {
  return typeof filter.q === 'string' ? filter.q.trim() : ''
}

/** `text` with LIKE's `%`, `_` and `\\` taken literally. */
function likeLiteral(text: string) {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

/** A LIKE pattern matching the text anywhere, with `%` and `_` taken literally. */
export function containsPattern(text: string) {
  return `%${likeLiteral(text)}%`
}

/** A LIKE pattern matching the values that begin with the text, which an index of the column serves. */
export function startsWithPattern(text: string) {
  return `${likeLiteral(text)}%`
}

/** The number of rows a list query matches, before paging. */
export async function countMatches(query: {
  clone(): { count(column: string): Promise<{ $extras: { total?: unknown } }[]> }
}) {
  const [counted] = await query.clone().count('* as total')
  return Number(counted.$extras.total)
}
