import type { Language } from '../i18n/languages'

const cache = new Map<Language, Intl.DisplayNames>()

/** The country's name in the interface language; the code itself when the browser does not know it. */
export function countryName(code: string, lang: Language): string {
  if (!code) return ''
  let names = cache.get(lang)
  if (!names) {
    names = new Intl.DisplayNames([lang], { type: 'region' })
    cache.set(lang, names)
  }
  try {
    return names.of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}
