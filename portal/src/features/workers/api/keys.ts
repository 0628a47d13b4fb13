import { sharedKeys } from '../../../lib/queryKeys'

/** The query keys of the workers feature: a write invalidates what it changed by these prefixes. */
export const workersKeys = {
  /** Every workers list of a company (a duplicate lands in another contract's list). */
  all: (companyId: number) => ['workers', companyId] as const,
  list: (companyId: number, contractId: number, filter: string) =>
    ['workers', companyId, 'contract', contractId, filter] as const,
  documents: (companyId: number, workerId: number) => ['workers', companyId, 'documents', workerId] as const,
  countries: sharedKeys.countries,
}
