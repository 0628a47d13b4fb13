import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract, RawQueryBindings } from '@adonisjs/lucid/types/querybuilder'
import { containsPattern, startsWithPattern } from '#services/http/list_query'
import { foldText } from '#services/text/fold'
import { WORD_TABLES, wordsOf, type WordOwner } from '#services/text/search_words'

/**
 * The back-office's free-text search (README, "Back-office search"): every word of three characters or more must
 * begin a word of the searched fields, read from the words tables for the names of companies and profiles
 * (whereNamesMatch, search_words.ts) and from a FULLTEXT index with `MATCH … AGAINST` in boolean mode for the other
 * fields (logins and e-mails, invoices' customer names); identifiers (VAT number, payment reference, request id,
 * document number) are found from their beginning on their own index. A search without such a word (one or two
 * letters, or only signs) finds its text anywhere in the fields, as `LIKE '%…%'`, which reads every row. The fields
 * searched are folded copies of the texts (foldText: "Łódź" is kept as "lodz", migration 0029) and the typed text is
 * folded the same way, as the workers search does.
 */

/** More words only narrow a search; the cap bounds the index lookups one search makes. */
const MAX_WORDS = 8
/** Longer texts are not searched at all (the list answers as if no search were set). */
export const MAX_SEARCH_LENGTH = 200

export interface TextSearch {
  /** The text as typed, trimmed: what identifiers start with and the fallback looks for. */
  text: string
  /** Its distinct words, folded, each to begin a word of the searched names (wordsOf), at most MAX_WORDS. */
  words: string[]
  /** The boolean-mode query of its words (`+word*` each), or null when no word is long enough to be indexed. */
  fullText: string | null
}

/** The words a text searches: each distinct word of MIN_WORD_LENGTH characters or more once folded, the first eight. */
function searchedWords(text: string): string[] {
  return wordsOf(text).slice(0, MAX_WORDS)
}

/**
 * The boolean-mode query of a text: each distinct word of at least MIN_WORD_LENGTH characters once folded (lower case,
 * no accents, ł as l), required and matched as a word's beginning (`+logist*`). Every operator of the boolean mode
 * (`+-<>()~*"@`) and any other sign only separates words, so nothing a client sends changes the query's meaning.
 * null when no word is left.
 */
export function booleanModeQuery(text: string): string | null {
  return booleanQueryOf(searchedWords(text))
}

function booleanQueryOf(words: string[]) {
  return words.length > 0 ? words.map((word) => `+${word}*`).join(' ') : null
}

/** The search of a list's filter value (its `q`), or undefined when it is not a text, empty or too long. */
export function readTextSearch(value: unknown): TextSearch | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  if (!text || text.length > MAX_SEARCH_LENGTH) return undefined
  const words = searchedWords(text)
  return { text, words, fullText: booleanQueryOf(words) }
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
 * How a search of names is read: `set` gathers the owners of the searched words from the words table's primary key
 * (a range per word, `IN`), for a count or a page of few matches that is then sorted; `probe` asks, for each row the
 * list's own order reaches, whether its owner has the words (the (owner, word) index, `LIMIT 1`), for a page of many
 * matches that stops at the page instead of gathering and sorting them all.
 */
export type WordsPlan = 'set' | 'probe'

/**
 * The owners (`id`, once each) that have, for each of `words`, a word of their names beginning with it: one word reads
 * its range of the primary key; several read each range once and keep the owners that have a word of each (the words
 * may overlap: "log logistics" finds "Logistics"). Not `distinct`, an owner with two words of one range comes twice
 * (for a UNION, which removes them anyway: the distinct step cost requests `q=logistics` 20 of its 58 ms).
 */
export function nameMatches(owner: WordOwner, words: string[], distinct = true) {
  const { table, owner: column } = WORD_TABLES[owner]
  const patterns = words.map(startsWithPattern)
  const id = `${table}.${column} as id`
  if (patterns.length === 1) {
    const range = db.from(table).where('word', 'like', patterns[0])
    return distinct ? range.distinct(id) : range.select(id)
  }
  const like = patterns.map(() => 'word LIKE ?')
  return db
    .from(table)
    .select(id)
    .whereRaw(`(${like.join(' OR ')})`, patterns)
    .groupBy(`${table}.${column}`)
    .havingRaw(like.map((test) => `SUM(${test}) > 0`).join(' AND '), patterns)
}

/**
 * A UNION branch: the rows of `table` whose `column` is one of the owners nameMatches finds, read from those owners
 * (STRAIGHT_JOIN, which MariaDB and MySQL both know; left to choose, the database read every company and tested each
 * against the matches). An owner with two words of one range gives its rows twice, which the UNION removes.
 */
export function fromNameMatches(owner: WordOwner, words: string[], table: string, column: string) {
  return db
    .from(nameMatches(owner, words, false).as('name_matches'))
    .joinRaw(`STRAIGHT_JOIN ${table} ON ${table}.${column} = name_matches.id`)
}

/**
 * Keeps the rows whose `ownerColumn` (a company's or a profile's id) owns, for each word of the search, a word of
 * its names beginning with it (search_words.ts, migration 0043); a search without such a word (one or two letters,
 * or only signs) finds its text anywhere in the folded copies `fallbackColumns`, as `LIKE '%…%'`.
 */
export function whereNamesMatch<Query extends DatabaseQueryBuilderContract>(
  query: Query,
  owner: WordOwner,
  ownerColumn: string,
  fallbackColumns: readonly string[],
  search: TextSearch,
  plan: WordsPlan = 'set'
): Query {
  if (search.words.length === 0) return whereWordsMatch(query, fallbackColumns, search)
  const { table, owner: column } = WORD_TABLES[owner]
  const hasWord = (ownerOfRow: string) =>
    `(SELECT 1 FROM ${table} AS has_word WHERE has_word.${column} = ${ownerOfRow} ` +
    'AND has_word.word LIKE ? LIMIT 1) IS NOT NULL'
  if (plan === 'probe') {
    for (const word of search.words) query.whereRaw(hasWord(ownerColumn), [startsWithPattern(word)])
    return query
  }
  query.whereIn(ownerColumn, nameMatches(owner, search.words))
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

/**
 * Keeps the rows whose company (`companyColumn`, a joined `companies` row's id by default) has a name the search
 * finds (whereNamesMatch; the fallback reads the joined company's folded name).
 */
export function whereCompanyNameMatches<Query extends DatabaseQueryBuilderContract>(
  query: Query,
  search: TextSearch,
  companyColumn = 'companies.id',
  plan: WordsPlan = 'set'
): Query {
  return whereNamesMatch(query, 'company', companyColumn, ['companies.search_name'], search, plan)
}
