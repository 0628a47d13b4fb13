/** The countries every app shares (packages/domain). */
export { COUNTRY_CODES } from '@posted-workers/domain'
