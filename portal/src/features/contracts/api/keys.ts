/** The query keys of the contracts feature: a write invalidates what it changed by these prefixes. */
export const contractsKeys = {
  contracts: (companyId: number, lang: string) => ['contracts', companyId, lang] as const,
  invoices: (companyId: number) => ['invoices', companyId] as const,
  contractInvoices: (companyId: number, contractId: number, lang: string) =>
    ['invoices', companyId, contractId, lang] as const,
  attachments: (companyId: number, lang: string) => ['attachments', companyId, lang] as const,
  representativeCountries: (lang: string) => ['representativeCountries', lang] as const,
}
