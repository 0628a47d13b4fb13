/** The request, payment and document enumerations, shared with the portal and the back-office (packages/domain). */
export {
  CONTRACT_DAYS,
  CURRENCY,
  DEFAULT_REQUEST_STATUS_FILTER,
  DOCUMENT_CATEGORIES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  REQUEST_STATUSES,
  REQUEST_TYPES,
  type DocumentCategory,
  type PaymentMethod,
  type PaymentStatus,
  type RequestStatus,
  type RequestStatusFilter,
  type RequestType,
} from '@posted-workers/domain'
