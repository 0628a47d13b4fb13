import type { MessageKey, Messages } from './fr'
import type { Language } from './languages'

export type { MessageKey, Messages }
export type MessageParams = Record<string, string | number>
export type Translate = (key: MessageKey, params?: MessageParams) => string

/** Each language is its own chunk: a page downloads the texts of its language only, others when switched to. */
const loaders: Record<Language, () => Promise<Messages>> = {
  fr: () => import('./fr').then((module) => module.fr),
  pl: () => import('./pl').then((module) => module.pl),
  en: () => import('./en').then((module) => module.en),
}

const loaded = new Map<Language, Messages>()

/** The texts of a language, fetched once. */
export async function loadDictionary(lang: Language): Promise<Messages> {
  let messages = loaded.get(lang)
  if (!messages) {
    messages = await loaders[lang]()
    loaded.set(lang, messages)
  }
  return messages
}

export function isDictionaryLoaded(lang: Language): boolean {
  return loaded.has(lang)
}

/**
 * A text in a language whose dictionary is loaded (the app loads the page's before it renders, and another before
 * it switches to it); failing that, in a loaded language, rather than nothing.
 */
export function translate(lang: Language, key: MessageKey, params?: MessageParams): string {
  const messages = loaded.get(lang) ?? loaded.values().next().value
  const text = messages?.[key] ?? key
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}
