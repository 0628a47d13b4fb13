import type { Language } from '../i18n/languages'

const formats = new Map<string, Intl.NumberFormat>()

/** Integer cents as an amount in the page language, e.g. `474,00 €` in French. */
export function formatMoney(cents: number, lang: Language, currency = 'EUR'): string {
  const key = `${lang}|${currency}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(lang, { style: 'currency', currency })
    formats.set(key, format)
  }
  return format.format(cents / 100)
}
