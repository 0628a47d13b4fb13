import type WorkerContract from '#models/worker_contract'
import type { AccountState } from '#services/account/account_state'
import { upgradeRefusal, renewalRefusal } from '#services/account/account_state'
import type { PricedUpgradeRow } from '#services/account/price_upgrade'
import { contractState, remainingDays } from '#services/contracts/contract_term'
import { monthsLeft, renewalMinimumShown, renewalPeriod } from '#services/contracts/renewal_and_upgrade'
import { presentIntroducer } from '#services/presenters/offer_presenter'
import { presentRequest } from '#services/presenters/request_presenter'
import type {
  AccountContractAnswer,
  OrderTotalsAnswer,
  UpgradeAccountAnswer,
  UpgradeQuoteAnswer,
} from '@posted-workers/domain'

function presentAccountContract(
  contract: WorkerContract,
  today: string,
  isAdmin: boolean
): AccountContractAnswer {
  const state = contractState(contract, today)
  return {
    contractId: contract.id,
    countryCode: contract.representativeCountry.code,
    state,
    startDate: contract.startDate,
    endDate: contract.endDate,
    remainingDays: state === 'scheduled' ? null : remainingDays(contract.endDate, today),
    monthsLeft: state === 'scheduled' ? null : monthsLeft(contract.endDate, today),
    allowedNumberOfWorkers: contract.allowedNumberOfWorkers,
    packageSignature: contract.packageSignature ?? null,
    monthlyAmountCents: contract.monthlyAmountCents,
    isUpgradable: state === 'active' && contract.allowedNumberOfWorkers !== null,
    // A scheduled contract is itself the renewal of the country.
    renewal:
      state === 'scheduled'
        ? null
        : {
            ...renewalPeriod(contract.endDate, today),
            minimumWorkers: renewalMinimumShown(contract.allowedNumberOfWorkers, isAdmin),
          },
  }
}

/** The answer of checkUpgradeAccount: what the renewal and upgrade forms may offer today. */
export function presentAccount(state: AccountState, isAdmin: boolean): UpgradeAccountAnswer {
  const reference = state.reference
  return {
    isUpgradeAccountAllowed: upgradeRefusal(state) === null,
    isRenewAllowed: renewalRefusal(state) === null,
    isMigrated: state.company.migratedToMobilityPacket,
    pendingWorkerRequest: state.pendingRequest ? presentRequest(state.pendingRequest) : null,
    introducer: reference?.businessIntroducer ? presentIntroducer(reference.businessIntroducer) : null,
    upgradeEndDate: reference?.endDate ?? null,
    contracts: state.latest.map((contract) => presentAccountContract(contract, state.today, isAdmin)),
  }
}

/** The answer of upgradeAccount/quote. */
export function presentUpgradeQuote(priced: {
  rows: PricedUpgradeRow[]
  totals: Omit<OrderTotalsAnswer, 'currency'>
}): UpgradeQuoteAnswer {
  return {
    rows: priced.rows.map((row) => ({
      countryCode: row.country.code,
      contractId: row.contract?.id ?? null,
      unchanged: row.unchanged,
      currentMonthlyAmountCents: row.currentMonthlyAmountCents,
      monthlyAmountCents: row.monthlyAmountCents,
      months: row.months,
      totalAmountCents: row.totalAmountCents,
      allowedNumberOfWorkers: row.unchanged
        ? row.contract!.allowedNumberOfWorkers
        : row.allowedNumberOfWorkers,
      endDate: row.endDate,
    })),
    ...priced.totals,
    currency: 'EUR',
  }
}
