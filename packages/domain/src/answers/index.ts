/**
 * The JSON the api answers and the apps read (api/API.md): the api's presenters are typed against these, the
 * portal and the back-office read them, so that a field renamed on one side fails to compile on the other.
 * Dates are 'YYYY-MM-DD', instants ISO 8601 in UTC, amounts integer cents.
 */

export type * from './contracts.js'
export type * from './workers.js'
export type * from './declarations.js'
export type * from './compliance.js'
export type * from './admin_drivers.js'
export type * from './authority_requests.js'
export type * from './requests.js'
export type * from './admin.js'
export type * from './billing_admin.js'
export type * from './home_charts.js'
export type * from './reference.js'
export type * from './order.js'
export type * from './company.js'
export type * from './vat.js'
export type * from './session.js'
export type * from './settings.js'
export type * from './audit.js'
export type * from './company_users.js'
export type * from './back_office_users.js'
