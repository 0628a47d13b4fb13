import { test } from '@japa/runner'
import Invoice from '#models/invoice'
import WorkerRequest from '#models/worker_request'
import { nextSequence } from '#database/factories/sequence'
import { luhnCheckDigit } from '#services/vat/check_digits'
import { isolateEachTest } from '#tests/helpers/database'
import { get, post } from '#tests/helpers/http'
import { pdfText } from '#tests/helpers/pdf'
import { pdfBytes } from '#tests/functional/billing/billing_fixtures'
import { createAdmin } from '#tests/helpers/users'
import { inDays, registrationBody, seedReferenceData, WORKERS } from '#tests/helpers/purchase'

/** A French VAT number: FR, a two-digit key (12 + 3 × (SIREN mod 97)) mod 97, and a SIREN whose Luhn sum holds. */
function uniqueFrenchVatNumber() {
  const body = String(80_000_000 + nextSequence())
  const siren = Number(`${body}${luhnCheckDigit(body)}`)
  const key = (12 + 3 * (siren % 97)) % 97
  return `FR${String(key).padStart(2, '0')}${siren}`
}

const ROW = { countryCode: 'BE', package: null, numberOfWorkers: 'more' as const }

/** Registers a company of `country` by transfer, quotes the same order, and has an admin validate it. */
async function orderAndValidate(client: Parameters<typeof post>[0], country: 'FR' | 'PL') {
  await seedReferenceData()
  const body = registrationBody({ representativeCountries: [ROW] })
  body.company.address.countryCode = country
  if (country === 'FR') body.company.vatNumber = uniqueFrenchVatNumber()

  const quote = await post(client, null, `/fr${WORKERS}/quote`, {
    representativeCountries: [ROW],
    customer: { countryCode: country, vatNumber: body.company.vatNumber },
  })
  const registered = await post(client, null, `/fr${WORKERS}/register`, body)
  registered.assertStatus(200)
  const request = await WorkerRequest.findByOrFail('request_id', registered.body().requestId)
  const validated = await post(client, await createAdmin(), `/en/api/admin/requests/${request.id}/validate`, {
    startDates: [{ countryCode: 'BE', startDate: inDays(0) }],
  })
  validated.assertStatus(200)
  const invoice = await Invoice.query().where('worker_request_id', request.id).firstOrFail()
  const pdf = await get(client, await createAdmin(), `/fr/api/invoices/${invoice.id}/download`)
  pdf.assertStatus(200)
  return { quote: quote.body(), request, invoice, pdf: await pdfText(pdfBytes(pdf)) }
}

test.group('Billing | VAT by who sells to whom, end to end', (group) => {
  isolateEachTest(group)

  test('a French company pays 20 %: quote, request, transfer amount and invoice agree', async ({
    client,
    assert,
  }) => {
    const { quote, request, invoice, pdf } = await orderAndValidate(client, 'FR')

    assert.containsSubset(quote, { totalWithoutTaxCents: 47400, vatCents: 9480, totalWithTaxCents: 56880 })
    assert.containsSubset(request.serialize(), {
      amountWithoutTaxCents: 47400,
      vatCents: 9480,
      amountCents: 56880,
      vatRateBasisPoints: 2000,
      reverseCharge: false,
    })
    assert.containsSubset(invoice.serialize(), {
      amountWithoutTaxCents: 47400,
      amountTaxesCents: 9480,
      amountWithTaxesCents: 56880,
      vatRateBasisPoints: 2000,
      reverseCharge: false,
    })
    assert.include(pdf, 'Total HT 474,00 € TVA 20 % 94,80 € Total TTC 568,80 €')
    assert.notInclude(pdf, 'Autoliquidation')
  })

  test('a Polish company pays no VAT and its invoice carries the reverse charge', async ({
    client,
    assert,
  }) => {
    const { quote, request, invoice, pdf } = await orderAndValidate(client, 'PL')

    assert.containsSubset(quote, { vatCents: 0, totalWithTaxCents: 47400, reverseCharge: true })
    assert.containsSubset(request.serialize(), { amountCents: 47400, vatCents: 0, reverseCharge: true })
    assert.containsSubset(invoice.serialize(), {
      amountTaxesCents: 0,
      amountWithTaxesCents: 47400,
      vatRateBasisPoints: 0,
      reverseCharge: true,
    })
    assert.include(pdf, 'Total HT 474,00 € TVA 0 % 0,00 € Total TTC 474,00 €')
    assert.include(pdf, 'Autoliquidation – article 196 de la directive 2006/112/CE')
  })
})
