import { PROVIDER } from '@/config/paths'

/** The prefix of every workers call, below `/{lang}/api` (the client adds that). */
export const companyPath = (companyId: number) => `/${PROVIDER}/workers/company/${companyId}`

/**
 * Every workers query of a company (its contracts' lists and its workers' documents): what a write invalidates, since
 * a count, a carried driver or a copy shows in several lists at once.
 */
export const companyWorkersKey = (companyId: number) => ['workers', companyId] as const
