import type { WorkerRequest } from './types'

/** A pending bank-transfer request for two countries, as the API lists it. */
export const pendingTransfer: WorkerRequest = {
  id: 12,
  requestId: 'a1b2c3',
  type: 'creation',
  status: 'pending_payment',
  mop: 'TRANSFER',
  createdAt: new Date(2026, 10, 22, 10, 15, 0).toISOString(),
  companyName: 'Trans-Demo Sp. z o.o.',
  company: { id: 1, name: 'Trans-Demo Sp. z o.o.', vatNumber: 'PL5260250274' },
  user: { login: 'demo', email: 'demo@trans-demo.pl', phone: '+48601234567' },
  promoCode: 'PROMO65',
  amountCents: 47400,
  currency: 'EUR',
  paymentReference: 'PW-2026-0012',
  contracts: [
    {
      countryCode: 'FR',
      allowedNumberOfWorkers: null,
      startDate: '2026-11-22',
      endDate: '2027-05-23',
      totalAmountCents: 39000,
      businessIntroducerCode: 'PROMO65',
    },
    {
      countryCode: 'EU',
      allowedNumberOfWorkers: 3,
      startDate: '2026-11-23',
      endDate: '2027-05-24',
      totalAmountCents: 8400,
      businessIntroducerCode: 'PROMO65',
    },
  ],
  isValidationAllowed: true,
  isRemoveAllowed: true,
}

/** A card upgrade the server no longer lets anyone validate or remove. */
export const validatedUpgrade: WorkerRequest = {
  ...pendingTransfer,
  id: 13,
  requestId: 'd4e5f6',
  type: 'upgrade',
  status: 'validated',
  mop: 'CARD',
  companyName: 'Zeta Transport SARL',
  company: { id: 2, name: 'Zeta Transport SARL', vatNumber: 'FR40303265045' },
  promoCode: null,
  amountCents: 12000,
  paymentReference: 'PW-2026-0013',
  contracts: [pendingTransfer.contracts[0]],
  isValidationAllowed: false,
  isRemoveAllowed: false,
}
