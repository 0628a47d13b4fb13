import type { DateTime } from 'luxon'
import type Company from '#models/company'
import type { VatStatus } from '#enums/company'
import type { VatCheckResult } from '#services/vat/types'

/** What a company keeps of its number's checks: the status and its proof. */
export interface VatProof {
  vatStatus: VatStatus
  vatCheckedAt: DateTime | null
  vatConsultationNumber: string | null
}

/** A check's outcome as the company keeps it. */
export type VatCheckOutcome = Pick<VatCheckResult, 'status' | 'checkedAt' | 'consultationNumber'>

/**
 * What happened to a company's number: it was checked (`sameNumber` when it is the number the current proof is
 * about), or it was changed without a check.
 */
export type VatEvent = { check: VatCheckOutcome; sameNumber: boolean } | { check: null }

/**
 * A company's VAT proof after an event, or null when it keeps the one it has (ARCHITECTURE.md, "VAT"). A definitive
 * answer (valid, invalid) replaces the previous proof; `unverified` (VIES could not answer) never overwrites a
 * definitive answer about the same number, so an outage cannot undo an earlier proof. A number changed without a
 * check is `unchecked` until it is checked. `current` is null for a company being created.
 */
export function vatProofAfter(current: VatStatus | null, event: VatEvent): VatProof | null {
  if (!event.check) return { vatStatus: 'unchecked', vatCheckedAt: null, vatConsultationNumber: null }
  const { status, checkedAt, consultationNumber } = event.check
  const definitive = current === 'valid' || current === 'invalid'
  if (status === 'unverified' && event.sameNumber && definitive) return null
  return {
    vatStatus: status,
    vatCheckedAt: checkedAt,
    vatConsultationNumber: status === 'valid' ? (consultationNumber ?? null) : null,
  }
}

/**
 * The one way a company's VAT status changes: the proof `vatProofAfter` decides is merged into the company, which
 * the caller saves in its transaction (with its other changes, and its audit line). Says whether anything changed.
 */
export function applyVatEvent(company: Company, event: VatEvent) {
  const proof = vatProofAfter(company.$isPersisted ? company.vatStatus : null, event)
  if (proof) company.merge(proof)
  return proof !== null
}
