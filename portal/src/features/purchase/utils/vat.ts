import { cleanVatInput, vatPrefixOf } from '@posted-workers/domain'
import type { Address } from '@/types/api'

/** The shortest VAT number in the EU (after the prefix) has 8 characters; before that no check is made. */
export const MIN_VAT_NUMBER_LENGTH = 8

/** Greece is GR as a country and EL in VAT numbers (packages/domain). */
export const vatPrefix = vatPrefixOf

/** As every app reads a typed number: upper case, without the spaces, dots and dashes people type. */
export const normalizeVatNumber = cleanVatInput

/**
 * A pasted number that starts with a known prefix (`PL5260250274`) gives its country; the rest is the number.
 * `countryCodes` are the EU countries of the select.
 */
export function splitVatInput(
  input: string,
  countryCodes: readonly string[]
): { countryCode: string | null; number: string } {
  const normalized = normalizeVatNumber(input)
  const prefix = normalized.slice(0, 2)
  const countryCode = countryCodes.find((code) => vatPrefix(code) === prefix) ?? null
  return countryCode
    ? { countryCode, number: normalized.slice(2) }
    : { countryCode: null, number: normalized }
}

/** The full number the server knows: prefix then number, e.g. `PL5260250274`. */
export function fullVatNumber(countryCode: string, number: string): string {
  if (!countryCode) return ''
  return `${vatPrefix(countryCode)}${normalizeVatNumber(number)}`
}

export function isVatNumberComplete(countryCode: string, number: string): boolean {
  return Boolean(countryCode) && normalizeVatNumber(number).length >= MIN_VAT_NUMBER_LENGTH
}

export type VatAddress = {
  line1: string
  line2: string
  postalCode: string
  city: string
  countryCode: string
}

const POSTAL_AND_CITY = /^([A-Z]{0,2}-?\d[\d\s-]{2,9})\s+(.+)$/i

/**
 * The address a VAT register returns, as form fields. Registers give either one text of several lines (the
 * last one usually "postal code city") or an address object; what cannot be read stays empty.
 */
export function addressFromVat(address: string | Partial<Address> | null | undefined): Partial<VatAddress> {
  if (!address) return {}
  if (typeof address !== 'string') {
    const [line1 = '', line2 = ''] = address.addressLines ?? []
    return {
      line1,
      line2,
      postalCode: address.postalCode ?? '',
      city: address.city ?? '',
      countryCode: address.countryCode ?? '',
    }
  }
  const byLine = address.split(/\r?\n/)
  // One line only: its parts are separated by commas ("ul. Długa 5, 00-001 Warszawa").
  const lines = (byLine.length > 1 ? byLine : address.split(',')).map((line) => line.trim()).filter(Boolean)
  if (lines.length === 0) return {}
  const last = POSTAL_AND_CITY.exec(lines[lines.length - 1])
  const street = last ? lines.slice(0, -1) : lines
  return {
    line1: street[0] ?? '',
    line2: street.slice(1).join(', '),
    ...(last ? { postalCode: last[1].trim(), city: last[2].trim() } : {}),
  }
}
