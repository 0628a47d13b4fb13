import { en } from './en'
import { fr, type MessageKey, type Messages } from './fr'
import type { Language } from './languages'
import { pl } from './pl'

export type { MessageKey }
export type MessageParams = Record<string, string | number>
export type Translate = (key: MessageKey, params?: MessageParams) => string

export const dictionaries: Record<Language, Messages> = { fr, pl, en }

export function translate(lang: Language, key: MessageKey, params?: MessageParams): string {
  const text = dictionaries[lang][key]
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}
