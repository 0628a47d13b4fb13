import type { Language } from '@/i18n/languages'
import type { Translate } from '@/i18n/messages'
import type { Quote } from '../types'

/** The rate as the language writes it: "20 %" in French and Polish, "20%" in English. */
export function formatVatRate(basisPoints: number, lang: Language) {
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(basisPoints / 100)
  return lang === 'en' ? `${number}%` : `${number}\u00a0%`
}

/** "VAT (reverse charge)" for a sale across borders, else "VAT 20 %". */
export function vatLabel(
  quote: Pick<Quote, 'vatRateBasisPoints' | 'reverseCharge'>,
  lang: Language,
  t: Translate
) {
  return quote.reverseCharge
    ? t('summary.vat')
    : t('summary.vatRate', { rate: formatVatRate(quote.vatRateBasisPoints, lang) })
}
