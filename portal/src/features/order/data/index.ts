import { latePaymentRateWords } from '@posted-workers/domain'
import { readLatePaymentMultiple } from '@/config/provider'
import type { Language } from '@/i18n/languages'
import { en } from './conditionsEn'
import { fr } from './conditionsFr'
import { pl } from './conditionsPl'
import type { ConditionsText } from './types'

const conditionsByLanguage: Record<Language, ConditionsText> = { fr, pl, en }

/** The general terms in `lang`, with the late-payment rate as the server is configured. */
export function conditionsIn(
  lang: Language,
  latePaymentMultiple = readLatePaymentMultiple()
): ConditionsText {
  const rate = latePaymentRateWords(latePaymentMultiple, lang)
  const { preamble, articles } = conditionsByLanguage[lang]
  return {
    preamble,
    articles: articles.map((article) => ({
      ...article,
      paragraphs: article.paragraphs.map((paragraph) => paragraph.replace('{latePaymentRate}', rate)),
    })),
  }
}
