import { test } from '@japa/runner'
import providerConfig from '#config/provider'
import { adminInvoiceLine, contractInvoiceLine } from '#services/billing/invoice_lines'
import { invoiceRows, type InvoiceDraft } from '#services/billing/invoice_writer'

const NBSP = /[\u00a0\u202f]/g

const polish = {
  id: 7,
  name: 'Trans-Demo Sp. z o.o.',
  vatNumber: 'PL5260250274',
  countryCode: 'PL',
  addressLine1: 'ul. Marszałkowska 1',
  addressLine2: null,
  postalCode: '00-001',
  city: 'Warszawa',
}
const french = {
  id: 8,
  name: 'Transports Dupont',
  vatNumber: 'FR40303265045',
  countryCode: 'FR',
  addressLine1: '3 rue des Lilas',
  addressLine2: 'Bât. B',
  postalCode: '69001',
  city: 'Lyon',
}
const REVERSE_CHARGE = { rateBasisPoints: 0, reverseCharge: true }
const FRENCH_VAT = { rateBasisPoints: 2000, reverseCharge: false }
const numbering = { number: 'F-2026-000042', sequenceYear: 2026, sequenceNumber: 42 }

/** A contract of 3 drivers at 4 EUR, running from 2026-11-22 to 2027-05-23. */
const contract = {
  monthlyAmountCents: 1200,
  totalAmountCents: 7200,
  packageSignature: 'w|4',
  allowedNumberOfWorkers: 3,
  startDate: '2026-11-22',
  endDate: '2027-05-23',
}

const unlimited = {
  monthlyAmountCents: 7900,
  totalAmountCents: 47400,
  packageSignature: null,
  allowedNumberOfWorkers: null,
}

const fromContract = (
  company: InvoiceDraft['company'],
  treatment: InvoiceDraft['treatment'],
  line: Parameters<typeof contractInvoiceLine>[0]
): InvoiceDraft => ({
  company,
  locale: 'en',
  issueDate: '2026-11-22',
  treatment,
  currency: 'EUR',
  workerContractId: 31,
  workerRequestId: 12,
  createdByUserId: null,
  line: contractInvoiceLine(line, 'en'),
})

const byAdmin = (company: InvoiceDraft['company'], treatment: InvoiceDraft['treatment']): InvoiceDraft => ({
  company,
  locale: 'fr',
  issueDate: '2026-11-20',
  treatment,
  currency: 'EUR',
  workerContractId: 31,
  workerRequestId: null,
  createdByUserId: 2,
  line: adminInvoiceLine('Frais de dossier', 'FR', 10000),
})

/** The one line an admin types: 100 EUR, no period, nothing to word again in another language. */
const ADMIN_ITEM = {
  billedLine: null,
  representativeCountryCode: 'FR',
  periodStart: null,
  periodEnd: null,
  quantity: 1,
  unitAmountCents: 10000,
  amountCents: 10000,
}

const customer = (company: InvoiceDraft['company'], address: string) => ({
  customerName: company.name,
  customerVatNumber: company.vatNumber,
  customerCountryCode: company.countryCode,
  customerAddress: address,
})

test.group('Billing | what an invoice writes', () => {
  test('{title}')
    .with([
      {
        title: "a contract's purchase, under reverse charge",
        draft: fromContract(polish, REVERSE_CHARGE, {
          type: 'creation',
          countryCode: 'FR',
          contract,
          line: { ...contract, startDate: '2026-11-22' },
        }),
        invoice: {
          ...customer(polish, 'ul. Marszałkowska 1\n00-001 Warszawa\nPoland'),
          workerRequestId: 12,
          createdByUserId: null,
          locale: 'en',
          issueDate: '2026-11-22',
          amountWithoutTaxCents: 7200,
          amountTaxesCents: 0,
          amountWithTaxesCents: 7200,
          vatRateBasisPoints: 0,
          reverseCharge: true,
          description: 'Representation France – 6 months – 3 drivers × €4.00 per month',
        },
        item: {
          billedLine: {
            type: 'creation',
            countryCode: 'FR',
            months: 6,
            packageSignature: 'w|4',
            allowedNumberOfWorkers: 3,
          },
          representativeCountryCode: 'FR',
          periodStart: '2026-11-22',
          periodEnd: '2027-05-23',
          quantity: 6,
          unitAmountCents: 1200,
          amountCents: 7200,
        },
      },
      {
        title: 'a renewal, unlimited, with French VAT',
        draft: fromContract(french, FRENCH_VAT, {
          type: 'renewal',
          countryCode: 'BE',
          contract: { ...unlimited, startDate: '2027-05-24', endDate: '2027-11-22' },
          line: { ...unlimited, startDate: null },
        }),
        invoice: {
          ...customer(french, '3 rue des Lilas\nBât. B\n69001 Lyon\nFrance'),
          workerRequestId: 12,
          createdByUserId: null,
          locale: 'en',
          issueDate: '2026-11-22',
          amountWithoutTaxCents: 47400,
          amountTaxesCents: 9480,
          amountWithTaxesCents: 56880,
          vatRateBasisPoints: 2000,
          reverseCharge: false,
          description: 'Representation Belgium – 6 months – unlimited drivers',
        },
        item: {
          billedLine: {
            type: 'renewal',
            countryCode: 'BE',
            months: 6,
            packageSignature: null,
            allowedNumberOfWorkers: null,
          },
          representativeCountryCode: 'BE',
          periodStart: '2027-05-24',
          periodEnd: '2027-11-22',
          quantity: 6,
          unitAmountCents: 7900,
          amountCents: 47400,
        },
      },
      {
        title: 'an upgrade from 3 to 5 drivers for the 4 months left',
        draft: fromContract(polish, REVERSE_CHARGE, {
          type: 'upgrade',
          countryCode: 'FR',
          contract: { ...contract, monthlyAmountCents: 2000, allowedNumberOfWorkers: 5 },
          line: {
            monthlyAmountCents: 800,
            totalAmountCents: 3200,
            packageSignature: 'w|4',
            allowedNumberOfWorkers: 5,
            startDate: '2027-01-25',
          },
          previous: { packageSignature: 'w|4', allowedNumberOfWorkers: 3 },
        }),
        invoice: {
          ...customer(polish, 'ul. Marszałkowska 1\n00-001 Warszawa\nPoland'),
          workerRequestId: 12,
          createdByUserId: null,
          locale: 'en',
          issueDate: '2026-11-22',
          amountWithoutTaxCents: 3200,
          amountTaxesCents: 0,
          amountWithTaxesCents: 3200,
          vatRateBasisPoints: 0,
          reverseCharge: true,
          description: 'Representation upgrade France – 4 months – +2 drivers (3 → 5) × €4.00 per month',
        },
        item: {
          billedLine: {
            type: 'upgrade',
            countryCode: 'FR',
            months: 4,
            packageSignature: 'w|4',
            allowedNumberOfWorkers: 5,
            previous: { packageSignature: 'w|4', allowedNumberOfWorkers: 3 },
          },
          representativeCountryCode: 'FR',
          periodStart: '2027-01-25',
          periodEnd: '2027-05-23',
          quantity: 4,
          unitAmountCents: 800,
          amountCents: 3200,
        },
      },
      {
        title: "an admin's invoice under reverse charge",
        draft: byAdmin(polish, REVERSE_CHARGE),
        invoice: {
          ...customer(polish, 'ul. Marszałkowska 1\n00-001 Warszawa\nPologne'),
          workerRequestId: null,
          createdByUserId: 2,
          locale: 'fr',
          issueDate: '2026-11-20',
          amountWithoutTaxCents: 10000,
          amountTaxesCents: 0,
          amountWithTaxesCents: 10000,
          vatRateBasisPoints: 0,
          reverseCharge: true,
          description: 'Frais de dossier',
        },
        item: ADMIN_ITEM,
      },
      {
        title: "an admin's invoice with French VAT",
        draft: byAdmin(french, FRENCH_VAT),
        invoice: {
          ...customer(french, '3 rue des Lilas\nBât. B\n69001 Lyon\nFrance'),
          workerRequestId: null,
          createdByUserId: 2,
          locale: 'fr',
          issueDate: '2026-11-20',
          amountWithoutTaxCents: 10000,
          amountTaxesCents: 2000,
          amountWithTaxesCents: 12000,
          vatRateBasisPoints: 2000,
          reverseCharge: false,
          description: 'Frais de dossier',
        },
        item: ADMIN_ITEM,
      },
    ])
    .run(({ assert }, { draft, invoice, item }) => {
      const rows = invoiceRows(draft, numbering)
      assert.deepEqual(
        { ...rows.invoice, description: rows.invoice.description.replace(NBSP, ' ') },
        {
          ...numbering,
          companyId: draft.company.id,
          workerContractId: 31,
          sellerVatNumber: providerConfig.seller.vatNumber,
          currency: 'EUR',
          ...invoice,
        }
      )
      assert.deepEqual(
        { ...rows.item, description: rows.item.description.replace(NBSP, ' ') },
        { ...item, description: invoice.description }
      )
    })
})
