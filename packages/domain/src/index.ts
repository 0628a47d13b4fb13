/**
 * @posted-workers/domain: what the api, the portal and the back-office each need the same. The phone rules are
 * their own entry (`@posted-workers/domain/phone`), so that the phone library loads only where a phone is read.
 */
export * from './enums.js'
export * from './calendar.js'
export * from './readiness.js'
export * from './document_reminders.js'
export * from './authority_requests.js'
export * from './declarations.js'
export * from './countries.js'
export * from './limits.js'
export * from './format.js'
export * from './vat.js'
export * from './workerPackages.js'
export * from './billing_period.js'
export * from './form_values.js'
export * from './titles.js'
export * from './audit.js'
export * from './audit_fields.js'
export * from './audit_format.js'
export * from './late_payment.js'
export * from './csrf.js'
export type * from './answers/index.js'
