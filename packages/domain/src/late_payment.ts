import type { Locale } from './enums.js'

/**
 * Late-payment interest on French B2B invoices: Code de commerce L441-10 sets the floor at three times the legal
 * interest rate. The rate is stated as a multiple of the legal rate; a provider may choose a higher one.
 */
export const LATE_PAYMENT_MINIMUM_MULTIPLE = 3
/** The fixed indemnity for recovery costs (Code de commerce D441-5), in cents. */
export const LATE_PAYMENT_RECOVERY_INDEMNITY_CENTS = 4000

/** Why a configured multiple is refused, or null: a number, at least the legal floor, at most two decimals. */
export function latePaymentMultipleProblem(multiple: number): string | null {
  if (!Number.isFinite(multiple)) return 'must be a number'
  if (multiple < LATE_PAYMENT_MINIMUM_MULTIPLE) {
    return `must be at least ${LATE_PAYMENT_MINIMUM_MULTIPLE} (Code de commerce L441-10)`
  }
  if (Math.round(multiple * 100) !== multiple * 100) return 'must have at most two decimals'
  return null
}

const WORDS: Record<Locale, Record<number, string>> = {
  fr: { 3: 'trois', 4: 'quatre', 5: 'cinq', 6: 'six', 7: 'sept', 8: 'huit', 9: 'neuf', 10: 'dix' },
  en: { 3: 'three', 4: 'four', 5: 'five', 6: 'six', 7: 'seven', 8: 'eight', 9: 'nine', 10: 'ten' },
  // The genitive of "-krotność" that follows "w wysokości".
  pl: {
    3: 'trzykrotności',
    4: 'czterokrotności',
    5: 'pięciokrotności',
    6: 'sześciokrotności',
    7: 'siedmiokrotności',
    8: 'ośmiokrotności',
    9: 'dziewięciokrotności',
    10: 'dziesięciokrotności',
  },
}

function decimal(multiple: number, locale: Locale) {
  const text = String(Math.round(multiple * 100) / 100)
  return locale === 'en' ? text : text.replace('.', ',')
}

/**
 * The rate as the invoice and the terms of sale write it, to be read inside their sentence:
 * 3 → "trois fois le taux d’intérêt légal" (fr), "trzykrotności odsetek ustawowych" (pl),
 * "three times the legal interest rate" (en); 3.5 → "3,5 fois …", "3,5-krotności …", "3.5 times …".
 */
export function latePaymentRateWords(multiple: number, locale: Locale) {
  const word = Number.isInteger(multiple) ? WORDS[locale][multiple] : undefined
  switch (locale) {
    case 'fr':
      return `${word ?? decimal(multiple, locale)} fois le taux d’intérêt légal`
    case 'pl':
      return `${word ?? `${decimal(multiple, locale)}-krotności`} odsetek ustawowych`
    case 'en':
      return `${word ?? decimal(multiple, locale)} times the legal interest rate`
  }
}
