import { PROVIDER } from '@/config/paths'
import type { ApiClient } from '@/lib/api'
import type { CountryRowInput } from '@/features/order'
import type { UpgradeQuote } from '../types'

export type UpgradeQuoteInput = { companyId: number; representativeCountries: CountryRowInput[] }

/** Quiet: the summary shows that the amounts cannot be computed; the form shows the details on submit. */
export function quoteUpgrade(api: ApiClient, { companyId, representativeCountries }: UpgradeQuoteInput) {
  return api.post<UpgradeQuote>(
    `/${PROVIDER}/workers/company/${companyId}/upgradeAccount/quote`,
    { representativeCountries },
    { quiet: true }
  )
}
