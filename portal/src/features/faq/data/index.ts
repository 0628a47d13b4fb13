import type { Language } from '@/i18n/languages'
import { en } from './en'
import { fr } from './fr'
import { pl } from './pl'
import type { FaqData } from './types'

export const faqByLanguage: Record<Language, FaqData> = { fr, pl, en }
