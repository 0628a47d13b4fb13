import type { AuthorityItem, AuthorityRequestKind, AuthorityRequestStatus } from '../authority_requests.js'

/** A driver a request concerns. */
export interface AuthorityRequestDriverAnswer {
  id: number
  /** First name, then last name. */
  name: string
  /** Null once the driver was erased (his name is then his pseudonym, "Driver #12"). */
  dateOfBirth: string | null
}

/** A file the company (or the staff) put into a request. */
export interface AuthorityRequestFileAnswer {
  id: number
  kind: AuthorityRequestKind
  driverId: number | null
  fileName: string
  mime: string
  sizeBytes: number
  /** Instant, UTC. */
  uploadedAt: string
}

/** An inspector's request as the portal and the back-office read it (one, or a list's row with every field). */
export interface AuthorityRequestAnswer {
  id: number
  companyId: number
  companyName: string
  countryCode: string
  authority: string
  reference: string
  receivedOn: string
  dueOn: string
  periodStart: string | null
  periodEnd: string | null
  status: AuthorityRequestStatus
  notes: string | null
  driverIds: number[]
  drivers: AuthorityRequestDriverAnswer[]
  kinds: AuthorityRequestKind[]
  files: AuthorityRequestFileAnswer[]
  /** The checklist's lines without a file (authority_requests.ts). */
  missing: AuthorityItem[]
  overdue: boolean
  /** Days left until the due date (negative once it has passed). */
  daysLeft: number
  createdAt: string
  updatedAt: string
}

/** The company's requests in the portal: those not closed, the soonest due first. */
export interface CompanyAuthorityRequestsAnswer {
  authorityRequests: AuthorityRequestAnswer[]
}

/** An upload's answer. */
export interface AuthorityRequestUploadAnswer {
  uploaded: true
  authorityRequest: AuthorityRequestAnswer
  successes: { message: string }[]
}
