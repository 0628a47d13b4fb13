import { sharedKeys } from '../../../lib/queryKeys'

/** The query keys of the contracts feature: a write invalidates what it changed by these prefixes. */
export const contractsKeys = {
  contracts: sharedKeys.companyContracts,
  invoices: (companyId: number) => ['invoices', companyId] as const,
  contractInvoices: (companyId: number, contractId: number, lang: string) =>
    ['invoices', companyId, contractId, lang] as const,
  attachments: (companyId: number, lang: string) => ['attachments', companyId, lang] as const,
  representativeCountries: sharedKeys.allRepresentativeCountries,
}
