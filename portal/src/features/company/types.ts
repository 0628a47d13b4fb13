// The company page's answer (API.md: GET …/company/{id}), as every app reads it (packages/domain).
export type { CompanyAnswer as CompanyDetails } from '@posted-workers/domain'
export type CompanyUser = import('@posted-workers/domain').CompanyAnswer['users'][number]
