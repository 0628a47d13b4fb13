import type { WorkerContract } from './types'

/** A running French contract attributed to a business introducer, with its latest invoice. */
export const activeFrance: WorkerContract = {
  id: 41,
  companyId: 7,
  companyName: 'Łódź Trans Sp. z o.o.',
  vatNumber: 'PL5260250274',
  countryCode: 'FR',
  countryName: 'France',
  allowedNumberOfWorkers: null,
  startDate: '2026-09-01',
  endDate: '2027-02-28',
  remainingDays: 96,
  status: 'active',
  promoCode: 'PROMO65',
  businessIntroducerName: 'Agence Martin',
  totalAmountCents: 39500,
  currency: 'EUR',
  requestType: 'renewal',
  paymentReference: 'PW-2026-0042',
  latestInvoice: { number: 'FA-2026-000123', date: '2026-09-01', amountWithoutTaxCents: 39500 },
}

/** A Belgian contract that ended, bought without a promo code and never invoiced through a request. */
export const expiredBelgium: WorkerContract = {
  ...activeFrance,
  id: 42,
  companyId: 8,
  companyName: 'Zeta Transport SARL',
  vatNumber: 'FR40303265045',
  countryCode: 'BE',
  countryName: 'Belgium',
  allowedNumberOfWorkers: 3,
  startDate: '2025-11-01',
  endDate: '2026-04-30',
  remainingDays: 0,
  status: 'expired',
  promoCode: null,
  businessIntroducerName: null,
  totalAmountCents: 12000,
  requestType: null,
  paymentReference: null,
  latestInvoice: null,
}
