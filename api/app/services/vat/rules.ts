/*
| Offline VAT number rules: what a number looks like and whether its check digits are right, per member state.
| Pure functions, no I/O; the VIES service then says whether the number is actually registered.
*/
import { cleanVatInput, vatPrefixOf } from '@posted-workers/domain'
import { VAT_FORMATS, type VatFormat, type VatPrefix } from '#services/vat/vat_formats'

export type FormatFailure = 'country' | 'format' | 'checksum'

export type FormatCheck =
  | { ok: true; normalised: string; prefix: VatPrefix; countryCode: string; number: string }
  | { ok: false; reason: FormatFailure; normalised: string }

export interface NormalisedVat {
  /** The VAT prefix: the ISO country code, except EL for Greece. */
  prefix: string
  /** The number without its prefix. */
  number: string
  /** Prefix and number, as stored and as sent to VIES. */
  vatNumber: string
}

export { cleanVatInput, vatPrefixOf }

function formatOf(prefix: string): VatFormat | undefined {
  return Object.hasOwn(VAT_FORMATS, prefix) ? VAT_FORMATS[prefix as VatPrefix] : undefined
}

/**
 * Splits what a user typed into prefix and number. The country is `countryCode` when given, else the first two
 * characters of the field (the specification's rule); a leading prefix of that country is dropped, so the number
 * may be typed with or without it.
 */
export function normalise(countryCode: string | null | undefined, vatNumber: string): NormalisedVat {
  const cleaned = cleanVatInput(vatNumber)
  const prefix = vatPrefixOf(countryCode?.trim() ? countryCode : cleaned.slice(0, 2))
  const written = prefix === 'EL' ? ['EL', 'GR'] : [prefix]
  let number = written.some((alias) => cleaned.startsWith(alias)) ? cleaned.slice(2) : cleaned
  number = formatOf(prefix)?.expand?.(number) ?? number
  return { prefix, number, vatNumber: `${prefix}${number}` }
}

/** Whether the number has its country's shape and check digits; `normalised` is the number with its prefix. */
export function checkFormat(countryCode: string | null | undefined, vatNumber: string): FormatCheck {
  const { prefix, number, vatNumber: normalised } = normalise(countryCode, vatNumber)
  const format = formatOf(prefix)
  if (!format) return { ok: false, reason: 'country', normalised }
  if (!format.pattern.test(number)) return { ok: false, reason: 'format', normalised }
  if (!format.checksum(number)) return { ok: false, reason: 'checksum', normalised }
  return { ok: true, normalised, prefix: prefix as VatPrefix, countryCode: format.isoCode, number }
}
