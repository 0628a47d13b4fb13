import type { DateTime } from 'luxon'
import type { VatCheckStatus } from '#enums/company'

export interface VatCheckResult {
  status: VatCheckStatus
  /** ISO code of the member state (GR for Greece). */
  countryCode: string
  /** Normalised, with its VAT prefix (EL for Greece). */
  vatNumber: string
  /**
   * Why a number is not valid: `country`, `format` or `checksum` (refused offline), `vies` (VIES says it is not
   * registered), or the error VIES answered with when it could not check (`TIMEOUT`, `MS_UNAVAILABLE`, …).
   */
  reason?: string
  /** Proof kept from a VIES answer. */
  name?: string
  address?: string
  consultationNumber?: string
  checkedAt: DateTime
}

/** A number to look up: VAT prefix (as VIES names member states) and the number without it. */
export interface VatLookup {
  prefix: string
  number: string
}

export type VatDriverAnswer =
  | { outcome: 'valid'; name?: string; address?: string; consultationNumber?: string }
  | { outcome: 'invalid' }
  | { outcome: 'unavailable'; error: string }

/** Where a well-formed number is checked; `unavailable` never means the number is wrong. */
export interface VatDriver {
  check(lookup: VatLookup): Promise<VatDriverAnswer>
}
