/*
| VAT numbers of the EU member states, keyed by VAT prefix (Greece is EL; its ISO code GR is an alias).
| `pattern` is the shape of the number without its prefix, `checksum` the state's official check.
| Sources: the European Commission's VIES format table and each state's published check-digit rules.
*/
import * as checksums from '#services/vat/checksums'

export interface VatFormat {
  /** ISO 3166-1 code of the member state (differs from the prefix for Greece only). */
  isoCode: string
  pattern: RegExp
  checksum: (number: string) => boolean
  /** Completes an older, shorter form of the number before it is checked (Belgium's 9-digit numbers). */
  expand?: (number: string) => string
}

export const VAT_FORMATS = {
  AT: { isoCode: 'AT', pattern: /^U\d{8}$/, checksum: checksums.checkAT },
  BE: {
    isoCode: 'BE',
    pattern: /^[01]\d{9}$/,
    checksum: checksums.checkBE,
    expand: (number: string) => (/^\d{9}$/.test(number) ? `0${number}` : number),
  },
  BG: { isoCode: 'BG', pattern: /^\d{9,10}$/, checksum: checksums.checkBG },
  CY: { isoCode: 'CY', pattern: /^[0-59]\d{7}[A-Z]$/, checksum: checksums.checkCY },
  CZ: { isoCode: 'CZ', pattern: /^\d{8,10}$/, checksum: checksums.checkCZ },
  DE: { isoCode: 'DE', pattern: /^[1-9]\d{8}$/, checksum: checksums.checkDE },
  DK: { isoCode: 'DK', pattern: /^[1-9]\d{7}$/, checksum: checksums.checkDK },
  EE: { isoCode: 'EE', pattern: /^\d{9}$/, checksum: checksums.checkEE },
  EL: { isoCode: 'GR', pattern: /^\d{9}$/, checksum: checksums.checkEL },
  ES: { isoCode: 'ES', pattern: /^([A-Z]\d{7}[A-Z0-9]|\d{8}[A-Z])$/, checksum: checksums.checkES },
  FI: { isoCode: 'FI', pattern: /^\d{8}$/, checksum: checksums.checkFI },
  FR: { isoCode: 'FR', pattern: /^[0-9A-HJ-NP-Z]{2}\d{9}$/, checksum: checksums.checkFR },
  HR: { isoCode: 'HR', pattern: /^\d{11}$/, checksum: checksums.checkHR },
  HU: { isoCode: 'HU', pattern: /^\d{8}$/, checksum: checksums.checkHU },
  IE: { isoCode: 'IE', pattern: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/, checksum: checksums.checkIE },
  IT: { isoCode: 'IT', pattern: /^\d{11}$/, checksum: checksums.checkIT },
  LT: { isoCode: 'LT', pattern: /^(\d{9}|\d{12})$/, checksum: checksums.checkLT },
  LU: { isoCode: 'LU', pattern: /^\d{8}$/, checksum: checksums.checkLU },
  LV: { isoCode: 'LV', pattern: /^\d{11}$/, checksum: checksums.checkLV },
  MT: { isoCode: 'MT', pattern: /^[1-9]\d{7}$/, checksum: checksums.checkMT },
  NL: { isoCode: 'NL', pattern: /^\d{9}B\d{2}$/, checksum: checksums.checkNL },
  PL: { isoCode: 'PL', pattern: /^\d{10}$/, checksum: checksums.checkPL },
  PT: { isoCode: 'PT', pattern: /^[1-9]\d{8}$/, checksum: checksums.checkPT },
  RO: { isoCode: 'RO', pattern: /^[1-9]\d{1,9}$/, checksum: checksums.checkRO },
  SE: { isoCode: 'SE', pattern: /^\d{10}01$/, checksum: checksums.checkSE },
  SI: { isoCode: 'SI', pattern: /^[1-9]\d{7}$/, checksum: checksums.checkSI },
  SK: { isoCode: 'SK', pattern: /^\d{10}$/, checksum: checksums.checkSK },
} satisfies Record<string, VatFormat>

export type VatPrefix = keyof typeof VAT_FORMATS

export const VAT_PREFIXES = Object.keys(VAT_FORMATS) as VatPrefix[]
