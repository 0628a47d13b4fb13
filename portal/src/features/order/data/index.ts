import type { Language } from '../../../i18n/languages'
import { en } from './conditionsEn'
import { fr } from './conditionsFr'
import { pl } from './conditionsPl'
import type { ConditionsText } from './types'

export const conditionsByLanguage: Record<Language, ConditionsText> = { fr, pl, en }
