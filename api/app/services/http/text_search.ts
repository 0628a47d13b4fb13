import type { DatabaseQueryBuilderContract, RawQueryBindings } from '@adonisjs/lucid/types/querybuilder'
import { containsPattern } from '#services/http/list_query'
import { foldText } from '#services/text/fold'

/**
 * The back-office's free-text search (README, "Back-office search"): every word of three characters or more must begin
 * a word of the searched fields, read from a FULLTEXT index with `MATCH … AGAINST` in boolean mode; identifiers (VAT
 * number, payment reference, request id, document number) are found from their beginning on their own index. A search
 * without such a word (one or two letters, or only signs) finds its text anywhere in the fields, as `LIKE '%…%'`,
 * which reads every row. The fields searched are folded copies of the texts (foldText: "Łódź" is kept as "lodz",
 * migration 0029) and the typed text is folded the same way, as the workers search does.
 */

/** InnoDB indexes no word shorter than this (innodb_ft_min_token_size, 3 on MariaDB and MySQL alike). */
export const MIN_WORD_LENGTH = 3
/** InnoDB indexes no word longer than this (innodb_ft_max_token_size). */
const MAX_WORD_LENGTH = 84
/** More words only narrow a search; the cap bounds the index lookups one search makes. */
const MAX_WORDS = 8
/** Longer texts are not searched at all (the list answers as if no search were set). */
export const MAX_SEARCH_LENGTH = 200

/** A word as InnoDB's full-text parser cuts one: letters (with their marks), digits and underscores. */
const WORD = /[\p{L}\p{M}\p{N}_]+/gu

export interface TextSearch {
  /** The text as typed, trimmed: what identifiers start with and the fallback looks for. */
  text: string
  /** The boolean-mode query of its words (`+word*` each), or null when no word is long enough to be indexed. */
  fullText: string | null
}

/**
 * The boolean-mode query of a text: each distinct word of at least MIN_WORD_LENGTH characters once folded (lower case,
 * no accents, ł as l), required and matched as a word's beginning (`+logist*`). Every operator of the boolean mode
 * (`+-<>()~*"@`) and any other sign only separates words, so nothing a client sends changes the query's meaning.
 * null when no word is left.
 */
export function booleanModeQuery(text: string): string | null {
  const words = [...new Set(foldText(text).match(WORD) ?? [])]
    .filter((word) => [...word].length >= MIN_WORD_LENGTH)
    .slice(0, MAX_WORDS)
    .map((word) => [...word].slice(0, MAX_WORD_LENGTH).join(''))
  return words.length > 0 ? words.map((word) => `+${word}*`).join(' ') : null
}

/** The search of a list's filter value (its `q`), or undefined when it is not a text, empty or too long. */
export function readTextSearch(value: unknown): TextSearch | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  if (!text || text.length > MAX_SEARCH_LENGTH) return undefined
  return { text, fullText: booleanModeQuery(text) }
}

/**
 * Keeps the rows whose `columns` (folded copies, exactly the columns of one FULLTEXT index, in its order) hold every
 * word of the search; without a word long enough, the rows where one of the columns contains the folded text.
 */
export function whereWordsMatch<Query extends DatabaseQueryBuilderContract>(
  query: Query,
  columns: readonly string[],
  search: TextSearch
): Query {
  if (search.fullText) {
    query.whereRaw(`MATCH (${columns.join(', ')}) AGAINST (? IN BOOLEAN MODE)`, [search.fullText])
  } else {
    const pattern = containsPattern(foldText(search.text))
    query.where((where) => {
      for (const column of columns) where.orWhere(column, 'like', pattern)
    })
  }
  return query
}

/**
 * Keeps the rows of `query` whose `idColumn` one of `branches` selects (each selects one column, `id`): the union of
 * the branches is read first (each on its own index) and joined, so the search never reads every row of the list's
 * table, which an OR across tables or an `IN (… UNION …)` would.
 */
export function joinMatches<Query extends DatabaseQueryBuilderContract>(
  query: Query,
  idColumn: string,
  branches: DatabaseQueryBuilderContract[]
): Query {
  const parts = branches.map((branch) => branch.toSQL())
  query.joinRaw(
    `JOIN (${parts.map((part) => part.sql).join(' UNION ')}) AS search_matches ON search_matches.id = ${idColumn}`,
    parts.flatMap((part) => [...part.bindings]) as RawQueryBindings
  )
  return query
}
