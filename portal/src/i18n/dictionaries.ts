import { en } from './en'
import { fr, type Messages } from './fr'
import type { Language } from './languages'
import { pl } from './pl'

/** Every language's texts at once, for tests that compare them; the app loads one at a time (messages.ts). */
export const dictionaries: Record<Language, Messages> = { fr, pl, en }
