import type { VatCheckStatus, VatStatus } from '../enums.js'

/** A VAT number's checks, as the forms and the back-office read them. */

/**
 * A number typed in a form, checked (registration, renewal, profile). `valid` is true for `unverified` too: VIES
 * being down never blocks a sale. What VIES says of the holder comes when it answered.
 */
export interface VatCheckAnswer {
  valid: boolean
  status: VatCheckStatus
  vatNumber: string
  name?: string
  address?: string
  /** An invalid number's message, on the number's field. */
  errors?: { field: string; rule: string; message: string }[]
}

/** A company's number checked again by an admin: this check's outcome, and the status the company now has. */
export interface AdminVatCheckAnswer {
  valid: boolean
  status: VatCheckStatus
  vatStatus: VatStatus
  vatNumber: string
  checkedAt: string | null
  consultationNumber: string | null
}
