const twoDigits = (value: number) => String(value).padStart(2, '0')

/** A calendar date `YYYY-MM-DD` as DD/MM/YYYY, whatever the time zone (it is a date, not an instant). */
export const formatDate = (date: string): string => {
  const [year, month, day] = date.slice(0, 10).split('-')
  return `${day}/${month}/${year}`
}

/** An instant in the browser's time zone: date DD/MM/YYYY and time HH:mm:ss. */
export const formatDateTime = (instant: string): { date: string; time: string } => {
  const moment = new Date(instant)
  const day = [moment.getDate(), moment.getMonth() + 1].map(twoDigits).join('/')
  return {
    date: `${day}/${moment.getFullYear()}`,
    time: [moment.getHours(), moment.getMinutes(), moment.getSeconds()].map(twoDigits).join(':'),
  }
}

/** Integer cents as money in the given language, e.g. "474,00 €" in French. */
export const formatAmount = (cents: number, currency: string, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100)
