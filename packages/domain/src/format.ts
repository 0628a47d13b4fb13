import type { Locale } from './enums.js'

/**
 * How every app writes dates and money. Written by hand rather than through Intl.NumberFormat so that an issued
 * document reads the same whatever the Node, browser or ICU version that renders it, and the pages say what the
 * documents say.
 */
const NBSP = '\u00a0'
const SYMBOLS: Record<string, string> = { EUR: '€' }

function groupThousands(digits: string, separator: string) {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator)
}

/** 47400 EUR → "474,00 €" in fr and pl, "€474.00" in en; thousands grouped, negative amounts with a minus. */
export function formatMoney(cents: number, currency: string, locale: Locale) {
  const symbol = SYMBOLS[currency]
  return symbol ? writeMoney(cents, symbol, '', locale) : formatMoneyWithCode(cents, currency, locale)
}

/**
 * 47400 EUR → "474,00 EUR" in fr and pl, "EUR 474.00" in en: the ISO code instead of the symbol, for the
 * back-office's accountants. Documents and the portal keep `formatMoney`.
 */
export function formatMoneyWithCode(cents: number, currency: string, locale: Locale) {
  return writeMoney(cents, currency, NBSP, locale)
}

/** `unit` after the number in fr and pl, before it in en, where `englishGap` separates it from the number. */
function writeMoney(cents: number, unit: string, englishGap: string, locale: Locale) {
  if (!Number.isInteger(cents)) throw new TypeError(`Not an amount in cents: ${cents}`)
  const sign = cents < 0 ? '-' : ''
  const absolute = Math.abs(cents)
  const units = String(Math.floor(absolute / 100))
  const fraction = String(absolute % 100).padStart(2, '0')

  if (locale === 'en') return `${sign}${unit}${englishGap}${groupThousands(units, ',')}.${fraction}`
  return `${sign}${groupThousands(units, NBSP)},${fraction}${NBSP}${unit}`
}

/**
 * A calendar date 'YYYY-MM-DD' as DD/MM/YYYY, the specification's display format in every language, read as text so
 * that no time zone shifts it. Nothing is written for no date; anything else (an instant too: its day depends on the
 * time zone) is a programming error.
 */
export function formatDate(date: string | null | undefined) {
  if (date === null || date === undefined || date === '') return ''
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) throw new TypeError(`Not a calendar date: ${date}`)
  return `${match[3]}/${match[2]}/${match[1]}`
}

/** A covered period, both days included: "22/11/2026 – 23/05/2027". */
export function formatPeriod(start: string, end: string) {
  return `${formatDate(start)} – ${formatDate(end)}`
}

const twoDigits = (value: number) => String(value).padStart(2, '0')

/**
 * An instant as the reader's clock shows it (the browser's time zone): its day DD/MM/YYYY and its time HH:mm:ss;
 * null for nothing, or for text that is not an instant.
 */
export function dateTimeParts(instant: string | null | undefined): { date: string; time: string } | null {
  const moment = new Date(instant ?? '')
  if (!instant || Number.isNaN(moment.getTime())) return null
  return {
    date: `${twoDigits(moment.getDate())}/${twoDigits(moment.getMonth() + 1)}/${moment.getFullYear()}`,
    time: [moment.getHours(), moment.getMinutes(), moment.getSeconds()].map(twoDigits).join(':'),
  }
}

/** An instant on one line to the minute, "27/11/2026 09:30"; nothing for none. */
export function formatDateTime(instant: string | null | undefined): string {
  const parts = dateTimeParts(instant)
  return parts ? `${parts.date} ${parts.time.slice(0, 5)}` : ''
}
