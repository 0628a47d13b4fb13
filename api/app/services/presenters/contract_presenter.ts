import type WorkerContract from '#models/worker_contract'
import providerConfig from '#config/provider'
import { contractState, remainingDays } from '#services/contracts/contract_term'
import { isExpiring } from '#services/contracts/reminders'
import type { ContractAnswer } from '@posted-workers/domain'

/**
 * A contract of the dashboard (relations representativeCountry and businessIntroducer loaded), its terms-of-sale links in `locale`. `hasLaterRenewal`:
 * another contract of the same country starts after this one ends.
 */
export function presentContract(
  contract: WorkerContract,
  today: string,
  locale: string,
  hasLaterRenewal = false
): ContractAnswer {
  const termsUrl = (versionId: number | null, docLang: 'fr' | 'pl') =>
    versionId
      ? `/${locale}/api/${providerConfig.segment}/company/${contract.companyId}/contract/${contract.id}/termsOfSales/${docLang}/download`
      : null
  const state = contractState(contract, today)
  const country = contract.representativeCountry
  return {
    id: contract.id,
    representativeCountry: {
      id: country.id,
      code: country.code,
      name: country.name,
      isMobilityPackage: country.isMobilityPackage,
    },
    allowedNumberOfWorkers: contract.allowedNumberOfWorkers,
    packageSignature: contract.packageSignature ?? null,
    monthlyAmountCents: contract.monthlyAmountCents,
    totalAmountCents: contract.totalAmountCents,
    currency: contract.currency,
    startDate: contract.startDate,
    endDate: contract.endDate,
    state,
    isExpired: state === 'expired',
    remainingDays: state === 'scheduled' ? null : remainingDays(contract.endDate, today),
    dismissedReminders: contract.dismissedReminders ?? [],
    isExpiring: isExpiring(contract, today, hasLaterRenewal),
    isRenewed: hasLaterRenewal,
    termsOfSales: {
      fr: termsUrl(contract.termsFrVersionId, 'fr'),
      pl: termsUrl(contract.termsPlVersionId, 'pl'),
    },
    businessIntroducer: contract.businessIntroducer ? { code: contract.businessIntroducer.code } : null,
  }
}
