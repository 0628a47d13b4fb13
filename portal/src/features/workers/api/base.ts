import { PROVIDER } from '@/config/paths'

/** The prefix of every workers call, below `/{lang}/api` (the client adds that). */
export const companyPath = (companyId: number) => `/${PROVIDER}/workers/company/${companyId}`

/**
 * Every workers query of a company (its contracts' lists, its workers' documents, its roster of drivers): what a write
 * invalidates, since a count, a driver posted twice or a document's validity shows in several lists at once.
 */
export const companyWorkersKey = (companyId: number) => ['workers', companyId] as const
