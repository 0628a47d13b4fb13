import type { MessageKey, Messages } from './fr'
import type { Language } from './languages'

export type { MessageKey, Messages }
export type MessageParams = Record<string, string | number>
export type Translate = (key: MessageKey, params?: MessageParams) => string

/**
 * Each language comes in two chunks, and a page downloads its language's only, others when switched to: the first
 * (first.<lang>.ts: the sign-in page, the frame, the boot and not-found screens) before the app renders, and the whole
 * dictionary (<lang>.ts, which holds the first) when a page that needs more is opened (loadAllTexts).
 */
const loaders: Record<Language, { first: () => Promise<Partial<Messages>>; all: () => Promise<Messages> }> = {
  fr: {
    first: () => import('./first.fr').then((module) => module.frFirst),
    all: () => import('./fr').then((module) => module.fr),
  },
  pl: {
    first: () => import('./first.pl').then((module) => module.plFirst),
    all: () => import('./pl').then((module) => module.pl),
  },
  en: {
    first: () => import('./first.en').then((module) => module.enFirst),
    all: () => import('./en').then((module) => module.en),
  },
}

type Loaded = { messages: Partial<Messages>; all: boolean }

const loaded = new Map<Language, Loaded>()
/** Whether a page needing the whole dictionary has been opened: from then on a language is loaded whole. */
let allWanted = false
/** The language last asked for: the one loadAllTexts completes. */
let current: Language | undefined

/** The texts of a language the pages opened so far need (the first chunk, or the whole dictionary), fetched once. */
export async function loadDictionary(lang: Language): Promise<void> {
  current = lang
  if (isDictionaryLoaded(lang)) return
  const all = allWanted
  const messages = await (all ? loaders[lang].all() : loaders[lang].first())
  if (!loaded.get(lang)?.all) loaded.set(lang, { messages, all })
}

/**
 * Before a page that needs more than the sign-in page's texts renders (its route's lazy load waits for this): the
 * whole dictionary of the current language, and of any language switched to afterwards.
 */
export function loadAllTexts(): Promise<void> {
  allWanted = true
  return current ? loadDictionary(current) : Promise.resolve()
}

export function isDictionaryLoaded(lang: Language): boolean {
  const entry = loaded.get(lang)
  return entry !== undefined && (entry.all || !allWanted)
}

/**
 * A text in a language whose dictionary is loaded (the app loads the page's before it renders, and another before
 * it switches to it); failing that, in a loaded language, rather than nothing.
 */
export function translate(lang: Language, key: MessageKey, params?: MessageParams): string {
  const messages = loaded.get(lang)?.messages ?? loaded.values().next().value?.messages
  const text = messages?.[key] ?? key
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}
