export const REQUEST_TYPES = ['creation', 'renewal', 'upgrade'] as const
export type RequestType = (typeof REQUEST_TYPES)[number]

export const REQUEST_STATUSES = ['pending_payment', 'payment_failed', 'validated', 'removed'] as const
export type RequestStatus = (typeof REQUEST_STATUSES)[number]

export const PAYMENT_METHODS = ['CARD', 'TRANSFER'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

export const DOCUMENT_CATEGORIES = [
  'WORK_CONTRACT',
  'ATTESTATION_DETACHEMENT',
  'SALARY',
  'SALARY_PROOF',
  'A1',
  'REGISTER_WORKING_TIME',
  'OTHER',
] as const
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number]

/** 183 days: a contract starting on S covers S .. S + 182. */
export const CONTRACT_DAYS = 183
export const CURRENCY = 'EUR'
