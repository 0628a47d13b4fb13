import { PROVIDER } from '@/config/paths'

/** The prefix of the declarations calls, below `/{lang}/api` (the client adds that). */
export const companyPath = (companyId: number) => `/${PROVIDER}/company/${companyId}`

/** Every declarations query of a company (the register, the operator's data): what a write invalidates. */
export const declarationsKey = (companyId: number) => ['declarations', companyId] as const
