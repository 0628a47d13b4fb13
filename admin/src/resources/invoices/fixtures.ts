import type { Invoice } from './types'

/** An invoice of 474.00 EUR excluding tax, 100.00 EUR of it already credited. */
export const creditedInvoice: Invoice = {
  id: 7,
  number: 'F-2026-000042',
  issueDate: '2026-10-05',
  company: { id: 3, name: 'Alpha Cargo' },
  customerName: 'Alpha Cargo',
  customerVatNumber: 'FR40303265045',
  amountWithoutTaxCents: 47400,
  amountTaxesCents: 9480,
  amountWithTaxesCents: 56880,
  currency: 'EUR',
  periodStart: '2026-10-05',
  periodEnd: '2027-04-05',
  countryCode: 'FR',
  creditedCents: 10000,
  creditableCents: 37400,
  locale: 'fr',
  downloadUrl: '/en/api/invoices/7/download',
  creditNotes: [
    {
      id: 2,
      number: 'A-2026-000002',
      issueDate: '2026-10-10',
      amountCents: 10000,
      currency: 'EUR',
      downloadUrl: '/en/api/creditnotes/2/download',
    },
  ],
}
