import type { Language } from '@/i18n/languages'

/** A document's download address asking for it in `language` (the api words it again, same number and amounts). */
export function documentInLanguage(href: string, language: Language): string {
  const [path, query = ''] = href.split('?')
  const params = new URLSearchParams(query)
  params.set('language', language)
  return `${path}?${params.toString()}`
}
