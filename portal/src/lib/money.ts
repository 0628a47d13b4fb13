import { formatMoney as formatAmount } from '@posted-workers/domain'
import type { Language } from '../i18n/languages'

/** Integer cents as an amount in the page language, e.g. `474,00 €` in French, as the documents write it. */
export function formatMoney(cents: number, lang: Language, currency = 'EUR'): string {
  return formatAmount(cents, currency, lang)
}
