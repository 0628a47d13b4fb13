import { LOCALES, type Locale } from '@posted-workers/domain'

/** The languages of the interface: the locales every app shares (packages/domain). */
export const LANGUAGES = LOCALES
export type Language = Locale

export const FALLBACK_LANGUAGE: Language = 'fr'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/** First browser language we ship (by its two-letter prefix), else French. */
export function detectLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const code = tag.slice(0, 2).toLowerCase()
    if (isLanguage(code)) return code
  }
  return FALLBACK_LANGUAGE
}

export function browserLanguage(): Language {
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language ?? '']
  return detectLanguage(preferred)
}

/** Splits `/pl/profile` into `pl` and `/profile`; `lang` is null when the first segment is not a language. */
export function splitLanguage(pathname: string): { lang: Language | null; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname)
  if (match && isLanguage(match[1])) return { lang: match[1], rest: match[2] ?? '/' }
  return { lang: null, rest: pathname || '/' }
}

type PathParts = { pathname: string; search?: string; hash?: string }

/** The same page and query in another language. */
export function switchLanguagePath(location: PathParts, lang: Language): string {
  const { rest } = splitLanguage(location.pathname)
  return `/${lang}${rest}${location.search ?? ''}${location.hash ?? ''}`
}

/** Puts a language in front of a path that has none, keeping the query and hash. */
export function prefixLanguagePath(location: PathParts, lang: Language): string {
  const pathname = location.pathname.startsWith('/') ? location.pathname : `/${location.pathname}`
  return `/${lang}${pathname}${location.search ?? ''}${location.hash ?? ''}`
}

/**
 * The same page in `lang` when the path starts with a two-letter language we do not ship (`/de/home` →
 * `/fr/home`), else null.
 */
export function replaceUnknownLanguage(location: PathParts, lang: Language): string | null {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(location.pathname)
  if (!match || isLanguage(match[1])) return null
  return `/${lang}${match[2] ?? ''}${location.search ?? ''}${location.hash ?? ''}`
}
