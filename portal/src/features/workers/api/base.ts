import { PROVIDER } from '../../../config/paths'

/** The prefix of every workers call, below `/{lang}/api` (the client adds that). */
export const companyPath = (companyId: number) => `/${PROVIDER}/workers/company/${companyId}`
