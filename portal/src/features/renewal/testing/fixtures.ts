import type { WorkerRequest } from '@/features/order'
import type { AccountContract, UpgradeAccount, UpgradeQuote } from '../types'

/** The EU contract of the demo company: 5 workers at 4 EUR, 13 days left, renewable from 25/03/2027. */
export function anAccountContract(overrides: Partial<AccountContract> = {}): AccountContract {
  return {
    contractId: 3,
    countryCode: 'EU',
    state: 'active',
    startDate: '2026-09-23',
    endDate: '2027-03-24',
    remainingDays: 13,
    monthsLeft: 1,
    allowedNumberOfWorkers: 5,
    packageSignature: 'w|4',
    monthlyAmountCents: 2000,
    isUpgradable: true,
    renewal: { startDate: '2027-03-25', endDate: '2027-09-23', minimumWorkers: 5 },
    ...overrides,
  }
}

export function anAccount(overrides: Partial<UpgradeAccount> = {}): UpgradeAccount {
  return {
    isUpgradeAccountAllowed: true,
    isRenewAllowed: true,
    isMigrated: true,
    pendingWorkerRequest: null,
    introducer: null,
    upgradeEndDate: '2027-03-24',
    contracts: [anAccountContract()],
    ...overrides,
  }
}

export function aPendingRequest(overrides: Partial<WorkerRequest> = {}): WorkerRequest {
  return {
    requestId: 'R-9',
    type: 'renewal',
    status: 'pending_payment',
    mop: 'TRANSFER',
    amountCents: 12000,
    amountWithoutTaxCents: 12000,
    vatCents: 0,
    vatRateBasisPoints: 0,
    reverseCharge: true,
    currency: 'EUR',
    paymentReference: 'PW-2027-0042',
    isRenewalRequest: true,
    isUpgradeRequest: false,
    createdAt: '2027-03-11T10:00:00.000Z',
    contracts: [],
    bankDetails: {
      beneficiary: 'Eurofiscalis SAS',
      iban: 'FR76 3000 4000 0312 3456 7890 143',
      bic: 'BNPAFRPPXXX',
      bankName: 'BNP Paribas, Paris',
    },
    ...overrides,
  }
}

/** EU from 5 to 7 workers for one month left: (28 − 20) × 1. */
export const upgradeQuote: UpgradeQuote = {
  rows: [
    {
      countryCode: 'EU',
      contractId: 3,
      unchanged: false,
      currentMonthlyAmountCents: 2000,
      monthlyAmountCents: 2800,
      months: 1,
      totalAmountCents: 800,
      allowedNumberOfWorkers: 7,
      endDate: '2027-03-24',
    },
  ],
  totalWithoutTaxCents: 800,
  vatCents: 0,
  totalWithTaxCents: 800,
  vatRateBasisPoints: 0,
  reverseCharge: true,
  currency: 'EUR',
}
