import { formatMoneyWithCode, LOCALES, type Locale } from '@posted-workers/domain'

/**
 * Integer cents as money in the given language with the currency's ISO code, "474,00 EUR" in French and Polish,
 * "EUR 474.00" in English: the back-office is read by accountants. The documents and the portal keep the symbol.
 */
export const formatAmount = (cents: number, currency: string, locale: string): string =>
  formatMoneyWithCode(cents, currency, isLocale(locale) ? locale : 'fr')

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value)
