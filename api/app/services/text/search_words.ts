import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { foldText } from '#services/text/fold'

/**
 * The words of the names the back-office searches read most (README, "Back-office search"), kept one row per word
 * (migration 0043): a company's name, and a profile's company name with the person's first and last names. A search
 * for the beginning of a word reads a range of the (word, owner) primary key, and a search that walks a list in its
 * own order asks the (owner, word) index whether a row's owner has such a word: both are B-tree reads, where
 * InnoDB's FULLTEXT index paid about 3 µs per matching name and handed its matches in no order (issue 31: `trans`
 * matched 22,180 companies of 90,000, 60 ms before anything was joined).
 *
 * The words are those of the folded text (foldText), cut as InnoDB's full-text parser cuts them, of at least
 * MIN_WORD_LENGTH characters (a searched word is never shorter, so a shorter one can never be found) and at most
 * MAX_WORD_LENGTH (longer ones are cut there, as a searched word is).
 */

/** InnoDB indexes no word shorter than this (innodb_ft_min_token_size, 3 on MariaDB and MySQL alike). */
export const MIN_WORD_LENGTH = 3
/** InnoDB indexes no word longer than this (innodb_ft_max_token_size); the words tables' column is as long. */
export const MAX_WORD_LENGTH = 84

/** A word as InnoDB's full-text parser cuts one: letters (with their marks), digits and underscores. */
const WORD = /[\p{L}\p{M}\p{N}_]+/gu

/** The distinct words of a text, folded, in their order: those of MIN_WORD_LENGTH or more, cut at MAX_WORD_LENGTH. */
export function wordsOf(text: string): string[] {
  const words = (foldText(text).match(WORD) ?? [])
    .filter((word) => [...word].length >= MIN_WORD_LENGTH)
    .map((word) => [...word].slice(0, MAX_WORD_LENGTH).join(''))
  return [...new Set(words)]
}

/** The tables of words: each row is one word of one owner's names. */
export const WORD_TABLES = {
  company: { table: 'company_name_words', owner: 'company_id' },
  profile: { table: 'profile_words', owner: 'profile_id' },
} as const

export type WordOwner = keyof typeof WORD_TABLES

/**
 * Makes the words kept for one owner those of `texts`, in the caller's transaction, so that a name and its words
 * change together. Only the difference is written, and each word that goes is deleted by its primary key: a DELETE
 * by owner took next-key locks on the (owner, word) index, and registrations saved at once, whose new owners all sit
 * at the end of that index, deadlocked on them.
 */
export async function writeWords(
  client: QueryClientContract,
  owner: WordOwner,
  ownerId: number,
  texts: string[]
) {
  const { table, owner: column } = WORD_TABLES[owner]
  const words = new Set(texts.flatMap(wordsOf))
  const kept: { word: string }[] = await client.from(table).where(column, ownerId).select('word')
  const had = new Set(kept.map((row) => row.word))
  for (const word of had) {
    if (!words.has(word)) await client.from(table).where('word', word).where(column, ownerId).delete()
  }
  // IGNORE: a rename of the same owner committed since this transaction's snapshot may have added a word already.
  const added = [...words].filter((word) => !had.has(word))
  if (added.length > 0) {
    await client.rawQuery(
      `INSERT IGNORE INTO ${table} (word, ${column}) VALUES ${added.map(() => '(?, ?)').join(', ')}`,
      added.flatMap((word) => [word, ownerId])
    )
  }
}
