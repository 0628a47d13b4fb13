import { test } from '@japa/runner'
import type { Locale } from '#enums/profile'
import { renderInvoicePdf, type InvoicePdfData } from '#services/pdf/invoice_pdf'
import { renderCreditNotePdf } from '#services/pdf/credit_note_pdf'
import { renderTermsOfSalePdf } from '#services/pdf/terms_of_sale_pdf'

const PARTY = {
  name: 'Eurofiscalis SAS',
  addressLines: ['12 rue de la Paix', '75002 Paris'],
  vatNumber: 'FR32852345678',
}
const CUSTOMER = {
  name: 'Zażółć Gęślą Jaźń Sp. z o.o.',
  addressLines: ['ul. Piotrkowska 12', '90-001 Łódź', 'Polska'],
  vatNumber: 'PL5260250274',
}

function invoice(locale: Locale): InvoicePdfData {
  return {
    locale,
    number: 'F-2026-000042',
    issueDate: '2026-11-22',
    currency: 'EUR',
    seller: PARTY,
    customer: CUSTOMER,
    items: [
      {
        description: 'Représentation France – 6 mois « Société »',
        periodStart: '2026-11-22',
        periodEnd: '2027-05-23',
        quantity: 6,
        unitAmountCents: 7900,
        amountCents: 47400,
      },
    ],
    amountWithoutTaxCents: 47400,
    amountTaxesCents: 0,
    amountWithTaxesCents: 47400,
    vatRateBasisPoints: 0,
    reverseCharge: true,
    paymentReference: 'PW-TEST',
    payment: { status: 'paid', date: '2026-11-22', method: 'CARD' },
  }
}

function isPdf(bytes: Buffer) {
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-' && bytes.includes(Buffer.from('%%EOF'))
}

test.group('Billing | PDF rendering', () => {
  test('an invoice in {$self} is a PDF with DejaVu embedded, the same bytes every time')
    .with(['fr', 'pl', 'en'] as Locale[])
    .run(async ({ assert }, locale) => {
      const first = await renderInvoicePdf(invoice(locale))
      const second = await renderInvoicePdf(invoice(locale))

      assert.isTrue(isPdf(first))
      assert.isTrue(first.includes(Buffer.from('DejaVuSans')))
      assert.isTrue(first.equals(second))
    })
    .timeout(20_000)

  test('the date printed in the metadata is the document date, not the clock', async ({ assert }) => {
    const bytes = await renderInvoicePdf(invoice('fr'))

    assert.isTrue(bytes.includes(Buffer.from('(D:20261122000000Z)')))
  }).timeout(20_000)

  test('an invoice whose items do not fit on one page goes on and numbers its pages', async ({ assert }) => {
    const long = invoice('pl')
    long.items = Array.from({ length: 40 }, () => long.items[0])

    const bytes = await renderInvoicePdf(long)

    assert.isTrue(isPdf(bytes))
    assert.isAbove(bytes.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0, 1)
  }).timeout(20_000)

  test('a credit note and the terms of sale render too', async ({ assert }) => {
    const creditNote = await renderCreditNotePdf({
      locale: 'pl',
      number: 'A-2026-000007',
      issueDate: '2026-11-22',
      currency: 'EUR',
      amountCents: 7900,
      reason: 'Rabat handlowy',
      seller: PARTY,
      customer: CUSTOMER,
      invoice: {
        number: 'F-2026-000042',
        issueDate: '2026-06-01',
        amountWithoutTaxCents: 47400,
        amountTaxesCents: 0,
        reverseCharge: true,
      },
    })
    const terms = await renderTermsOfSalePdf({
      lang: 'pl',
      countryName: 'Francja',
      seller: {
        name: 'Eurofiscalis SAS',
        address: '12 rue de la Paix, 75002 Paris',
        vatNumber: 'FR32852345678',
      },
      representative: {
        name: 'Eurofiscalis Représentation France SAS',
        addressLines: ['8 avenue de l’Opéra', '75001 Paris'],
        phone: '+33142600000',
        email: 'france@representation.example',
        siret: '85234567900018',
        siren: null,
        vatNumber: 'FR05852345679',
        fiscalCode: null,
      },
    })

    assert.isTrue(isPdf(creditNote))
    assert.isTrue(isPdf(terms))
  }).timeout(20_000)
})
