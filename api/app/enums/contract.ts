/** The request, payment and document enumerations, shared with the portal and the back-office (packages/domain). */
export {
  CONTRACT_DAYS,
  CURRENCY,
  DOCUMENT_CATEGORIES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  REQUEST_STATUSES,
  REQUEST_TYPES,
  type DocumentCategory,
  type PaymentMethod,
  type PaymentStatus,
  type RequestStatus,
  type RequestType,
} from '@posted-workers/domain'
