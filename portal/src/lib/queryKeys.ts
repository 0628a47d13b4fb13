/**
 * The query keys of the calls several features make: one key per address, so that the home, the contracts panel,
 * the company page and the order forms share one call (each reads the part of the answer it needs).
 */
export const sharedKeys = {
  /** GET /{provider}/company/{id}/contracts */
  companyContracts: (companyId: number, lang: string) => ['contracts', companyId, lang] as const,
  /** Every contract list of a company, whatever the language: what a write invalidates. */
  allCompanyContracts: (companyId: number) => ['contracts', companyId] as const,
  /** GET /{provider}/company/{id} */
  company: (companyId: number) => ['company', companyId] as const,
  /** GET /representativeCountries/list?getAll=true (deactivated countries too, for old contracts). */
  allRepresentativeCountries: (lang: string) => ['representativeCountries', 'all', lang] as const,
  /** GET /representativeCountries/list: the countries on sale. */
  representativeCountriesOnSale: (lang: string) => ['representativeCountries', 'onSale', lang] as const,
  /** GET /utils/listEUCountries and /utils/listCountries: names in the page language. */
  euCountries: (lang: string) => ['euCountries', lang] as const,
  countries: (lang: string) => ['countries', lang] as const,
  /** GET /{provider}/workers/listAllowedMops */
  allowedMops: () => ['allowedMops'] as const,
  /** GET /{provider}/workers/workerRequest/{requestId}: a request by its public id. */
  workerRequest: (requestId: string) => ['workerRequest', requestId] as const,
  /** GET …/company/{id}/checkUpgradeAccount: what the company may renew or upgrade. */
  account: (companyId: number) => ['account', companyId] as const,
}
