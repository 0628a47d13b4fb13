import type { Language } from '@/i18n/languages'

/** French writes octets (o, Ko, Mo); Polish and English bytes (B, kB, MB). Decimal units, as the spec says. */
const UNITS: Record<Language, readonly [string, string, string]> = {
  fr: ['o', 'Ko', 'Mo'],
  pl: ['B', 'kB', 'MB'],
  en: ['B', 'kB', 'MB'],
}

const formats = new Map<Language, Intl.NumberFormat>()

function number(value: number, lang: Language): string {
  let format = formats.get(lang)
  if (!format) {
    format = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 })
    formats.set(lang, format)
  }
  return format.format(value)
}

const roundTenth = (value: number) => Math.round(value * 10) / 10

/** `999 o`, `1 Ko`, `1,5 Mo`; a value that would round up to 1000 of a unit is shown in the next one. */
export function formatFileSize(bytes: number, lang: Language): string {
  const [b, kb, mb] = UNITS[lang]
  const space = '\u00a0'
  if (bytes < 1000) return `${number(bytes, lang)}${space}${b}`
  const kilo = roundTenth(bytes / 1000)
  if (kilo < 1000) return `${number(kilo, lang)}${space}${kb}`
  return `${number(roundTenth(bytes / 1_000_000), lang)}${space}${mb}`
}
