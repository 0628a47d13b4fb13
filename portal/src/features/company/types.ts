import type { CompanyAnswer } from '@posted-workers/domain'

/** A user of the company page's answer (API.md: GET …/company/{id}). */
export type CompanyUser = CompanyAnswer['users'][number]
