/**
 * A text an admin may write in each of the product's languages (an attachment's title): at least one is filled, and
 * a reader sees their language, else the first filled in the order fr, pl, en.
 */
export const TITLE_LANGUAGES = ['fr', 'pl', 'en'] as const

export type TitleLanguage = (typeof TITLE_LANGUAGES)[number]

export type LocalizedTitles = Record<TitleLanguage, string | null>

/** The longest title the database keeps. */
export const TITLE_MAX_LENGTH = 200

const filled = (text: string | null | undefined): text is string =>
  typeof text === 'string' && text.trim() !== ''

/** The title a reader of `language` sees: theirs when filled, else the first filled in fr, pl, en order (or ''). */
export function localizedTitle(titles: Partial<LocalizedTitles>, language: string): string {
  const own = (TITLE_LANGUAGES as readonly string[]).includes(language)
    ? titles[language as TitleLanguage]
    : undefined
  if (filled(own)) return own.trim()
  const first = TITLE_LANGUAGES.map((lang) => titles[lang]).find(filled)
  return first ? first.trim() : ''
}

/** Whether at least one language has a title. */
export function hasSomeTitle(titles: Partial<LocalizedTitles> | null | undefined): boolean {
  return TITLE_LANGUAGES.some((lang) => filled(titles?.[lang]))
}
