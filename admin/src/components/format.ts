import { formatMoney, LOCALES, type Locale } from '@posted-workers/domain'
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

/** Integer cents as money in the given language, e.g. "474,00 €" in French, as the documents write it. */
export const formatAmount = (cents: number, currency: string, locale: string): string =>
  formatMoney(cents, currency, isLocale(locale) ? locale : 'fr')

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value)
