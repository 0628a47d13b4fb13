import type { ContractAnswer } from '@posted-workers/domain'
import { PROVIDER } from '@/config/paths'
import { useI18n } from '@/i18n/I18nProvider'
import type { ApiClient } from '../api'
import { useApiQuery } from '../queries'

/**
 * GET /{provider}/company/{id}/contracts: every contract of the company, most recent start first. One call shared by
 * the home, the contracts panel and the workers' dialogs (each reads what it needs of the same answer).
 */
export function listCompanyContracts(api: ApiClient, companyId: number) {
  return api.get<{ workerContracts: ContractAnswer[] }>(`/${PROVIDER}/company/${companyId}/contracts`)
}

/** The key of one language's answer (its countries' names and links are in that language). */
export const companyContractsKey = (companyId: number, lang: string) =>
  ['contracts', companyId, lang] as const
/** Every language's answer of a company: what a write invalidates. */
export const allCompanyContractsKey = (companyId: number) => ['contracts', companyId] as const

export function useCompanyContracts(companyId: number, options: { deferred?: boolean } = {}) {
  const { lang } = useI18n()
  return useApiQuery(
    companyContractsKey(companyId, lang),
    (api) => listCompanyContracts(api, companyId),
    options
  )
}
