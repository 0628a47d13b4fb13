import { formatMoneyWithCode, LOCALES, type Locale } from '@posted-workers/domain'
const twoDigits = (value: number) => String(value).padStart(2, '0')

/** A calendar date `YYYY-MM-DD` as DD/MM/YYYY, as every app writes it (packages/domain). */
export { formatDate } from '@posted-workers/domain'

/** An instant in the browser's time zone: date DD/MM/YYYY and time HH:mm:ss. */
export const formatDateTime = (instant: string): { date: string; time: string } => {
  const moment = new Date(instant)
  const day = [moment.getDate(), moment.getMonth() + 1].map(twoDigits).join('/')
  return {
    date: `${day}/${moment.getFullYear()}`,
    time: [moment.getHours(), moment.getMinutes(), moment.getSeconds()].map(twoDigits).join(':'),
  }
}

/**
 * Integer cents as money in the given language with the currency's ISO code, "474,00 EUR" in French and Polish,
 * "EUR 474.00" in English: the back-office is read by accountants. The documents and the portal keep the symbol.
 */
export const formatAmount = (cents: number, currency: string, locale: string): string =>
  formatMoneyWithCode(cents, currency, isLocale(locale) ? locale : 'fr')

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value)
