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
