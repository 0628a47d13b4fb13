import { LOCALES, type Locale } from '#enums/profile'

const LOCALE_PREFIX = /^\/(fr|pl|en)(?:\/|$)/
const API_PATH = /^\/(?:(?:fr|pl|en)\/api|session|api)(?:\/|$)/

export function localeFromPath(path: string): Locale | null {
  const match = LOCALE_PREFIX.exec(path)
  return match ? (match[1] as Locale) : null
}

export function isApiPath(path: string) {
  return API_PATH.test(path)
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

const UNKNOWN_PREFIX = /^\/([a-z]{2})(\/.*)?$/

/**
 * The same page in `locale` when a path starts with a two-letter language we do not ship (`/de/home` →
 * `/fr/home`), else null. Query strings are kept.
 */
export function pathInLanguage(url: string, locale: Locale): string | null {
  const [path, query] = url.split(/\?(.*)/s)
  const match = UNKNOWN_PREFIX.exec(path)
  if (!match || isLocale(match[1])) return null
  return `/${locale}${match[2] ?? ''}${query ? `?${query}` : ''}`
}

/** An api call under a language prefix we do not ship: answered 404 like any unknown call. */
export function isUnknownLanguageApiPath(path: string) {
  return /^\/[a-z]{2}\/api(\/|$)/.test(path)
}
