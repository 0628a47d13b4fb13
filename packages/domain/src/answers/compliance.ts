import type { DocumentCategory, ReadinessState } from '../enums.js'
import type { ExpiringCategory } from '../readiness.js'

/**
 * A row of the back-office's compliance list: a posting of a running or scheduled contract that is not ready, or
 * whose documents end soon (readiness.ts), across companies; with `readiness: 'all'` in the filter (a company's
 * page), every posting of those contracts, the ready ones too.
 */
export interface AdminComplianceAnswer {
  /** The posting (the specification's worker). */
  id: number
  companyId: number
  companyName: string
  driverId: number
  /** First name, then last name. */
  driverName: string
  countryCode: string
  contractId: number
  startDate: string
  endDate: string
  readiness: ReadinessState
  /** Required categories without a valid document, in the country's order. */
  missing: DocumentCategory[]
  /** Required categories whose document ends within 30 days, with its last day. */
  expiring: ExpiringCategory[]
  /** For `not_ready`: the first day of the gap. */
  notReadySince: string | null
  /** The posting's designation certificate (PDF) and roadside pack (ZIP), as its company downloads them. */
  certificateUrl: string
  packUrl: string
}
