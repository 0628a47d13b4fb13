import type { Locale } from '#enums/profile'

const NBSP = '\u00a0'

/** Money and dates are written as every app writes them (packages/domain): the same on pages and documents. */
export { formatDate, formatMoney, formatPeriod } from '@posted-workers/domain'

/** A VAT rate in percent from two amounts, one decimal at most: "0 %" in fr and pl, "0%" in en. */
export function formatRate(taxCents: number, baseCents: number, locale: Locale) {
  const tenths = baseCents === 0 ? 0 : Math.round((taxCents * 1000) / baseCents)
  const whole = Math.trunc(tenths / 10)
  const decimal = tenths % 10
  const number = decimal === 0 ? String(whole) : `${whole}${locale === 'en' ? '.' : ','}${decimal}`
  return locale === 'en' ? `${number}%` : `${number}${NBSP}%`
}

/** An address kept as lines, or written on one line with commas ("12 rue de la Paix, 75002 Paris"), as lines. */
export function addressLines(address: string) {
  return address
    .split(address.includes('\n') ? /\r?\n/ : /,\s*/)
    .map((line) => line.trim())
    .filter(Boolean)
}
