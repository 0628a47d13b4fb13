import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import Invoice from '#models/invoice'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import { createInvoicedPurchase, pdfBytes } from '#tests/functional/billing/billing_fixtures'
import { pdfText } from '#tests/helpers/pdf'
import { formatMoney } from '#services/billing/format'
import { countryName } from '#services/billing/parties'
import type { Locale } from '#enums/profile'

const NOT_FOUND = { errors: [{ message: 'The requested item does not exist.' }] }

test.group('Billing | invoice download', (group) => {
  isolateEachTest(group)
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('the customer downloads their invoice: a PDF named after its number', async ({ client, assert }) => {
    const { user, invoice } = await createInvoicedPurchase({ startDate: '2026-06-01' })

    const response = await client.get(`/fr/api/invoices/${invoice.id}/download`).loginAs(user)

    response.assertStatus(200)
    response.assertHeader('content-type', 'application/pdf')
    response.assertHeader(
      'content-disposition',
      `attachment; filename="${invoice.number}.pdf"; filename*=UTF-8''${invoice.number}.pdf`
    )
    assert.match(invoice.number, /^F-2026-\d{6}$/)
    const bytes = pdfBytes(response)
    assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-')
    assert.equal(Number(response.header('content-length')), bytes.length)
  })

  test('the first download stores the PDF; the next ones send the same bytes', async ({ client, assert }) => {
    const { user, invoice } = await createInvoicedPurchase({ startDate: '2026-06-01' })

    const first = await client.get(`/pl/api/invoices/${invoice.id}/download`).loginAs(user)
    const second = await client.get(`/en/api/invoices/${invoice.id}/download`).loginAs(user)

    first.assertStatus(200)
    second.assertStatus(200)
    await invoice.refresh()
    assert.equal(invoice.pdfKey, `invoices/2026/${invoice.number}.pdf`)
    const stored = Buffer.from(await drive.use().getBytes(invoice.pdfKey!))
    assert.isTrue(pdfBytes(first).equals(stored))
    assert.isTrue(pdfBytes(second).equals(stored))
  })

  test('a stored PDF is sent as stored, never rendered again', async ({ client, assert }) => {
    const { user, invoice } = await createInvoicedPurchase()
    await drive.use().put('invoices/archive/kept.pdf', '%PDF-1.3 stored bytes')
    await Invoice.query().where('id', invoice.id).update({ pdf_key: 'invoices/archive/kept.pdf' })

    const response = await client.get(`/fr/api/invoices/${invoice.id}/download`).loginAs(user)

    response.assertStatus(200)
    assert.equal(pdfBytes(response).toString('latin1'), '%PDF-1.3 stored bytes')
  })

  test("another company's invoice answers 404, exactly like a missing one", async ({ client, assert }) => {
    const { invoice } = await createInvoicedPurchase()
    const stranger = await createCustomer()

    const foreign = await client.get(`/en/api/invoices/${invoice.id}/download`).loginAs(stranger)
    const missing = await client.get('/en/api/invoices/999999/download').loginAs(stranger)

    foreign.assertStatus(404)
    foreign.assertBody(NOT_FOUND)
    missing.assertStatus(404)
    assert.deepEqual(missing.body(), foreign.body())
    await invoice.refresh()
    assert.isNull(invoice.pdfKey)
  })

  test('a colleague of the same company downloads it too', async ({ client }) => {
    const { user, invoice } = await createInvoicedPurchase()
    const colleague = await createCustomer({ company: user.company })

    const response = await client.get(`/fr/api/invoices/${invoice.id}/download`).loginAs(colleague)

    response.assertStatus(200)
  })

  test('an admin downloads any invoice', async ({ client, assert }) => {
    const { invoice } = await createInvoicedPurchase()
    const admin = await createAdmin()

    const response = await client.get(`/fr/api/invoices/${invoice.id}/download`).loginAs(admin)

    response.assertStatus(200)
    response.assertHeader(
      'content-disposition',
      `attachment; filename="${invoice.number}.pdf"; filename*=UTF-8''${invoice.number}.pdf`
    )
    assert.equal(pdfBytes(response).subarray(0, 5).toString('latin1'), '%PDF-')
  })

  test('an anonymous call answers 401', async ({ client }) => {
    const { invoice } = await createInvoicedPurchase()

    const response = await client.get(`/fr/api/invoices/${invoice.id}/download`)

    response.assertStatus(401)
    response.assertBody({ errors: [{ message: 'Veuillez vous connecter pour continuer.' }] })
  })

  test('an unknown or non-numeric id answers 404', async ({ client }) => {
    const admin = await createAdmin()

    const unknown = await client.get('/en/api/invoices/999999/download').loginAs(admin)
    const word = await client.get('/en/api/invoices/abc/download').loginAs(admin)

    unknown.assertStatus(404)
    unknown.assertBody(NOT_FOUND)
    word.assertStatus(404)
    word.assertBody({ errors: [{ message: 'This address does not exist.' }] })
  })

  test('it downloads in fr, pl and en: same number and amounts, worded in each, stored per language', async ({
    client,
    assert,
  }) => {
    const { user, invoice } = await createInvoicedPurchase({ startDate: '2026-06-01' })
    await user.load('company')
    const titles: Record<Locale, string> = { fr: 'FACTURE', pl: 'FAKTURA', en: 'INVOICE' }
    const withTax: Record<Locale, string> = { fr: 'Total TTC', pl: 'Razem brutto', en: 'Total incl. VAT' }
    // Code de commerce L441-10: three times the legal rate at least, the 40 € indemnity, no early-payment discount.
    const latePayment: Record<Locale, string[]> = {
      fr: [
        'pénalités au taux de trois fois le taux d’intérêt légal',
        'indemnité forfaitaire pour frais de recouvrement de 40 €',
        'Pas d’escompte pour paiement anticipé.',
      ],
      pl: [
        'odsetki w wysokości trzykrotności odsetek ustawowych',
        'rekompensata za koszty odzyskiwania należności w wysokości 40 €',
        'Brak skonta za zapłatę przed terminem.',
      ],
      en: [
        'penalties at three times the legal interest rate',
        'a fixed compensation of €40 for recovery costs',
        'No discount for early payment.',
      ],
    }

    for (const language of ['fr', 'pl', 'en'] as const) {
      const response = await client
        .get(`/fr/api/invoices/${invoice.id}/download?language=${language}`)
        .loginAs(user)
      response.assertStatus(200)
      const fileName =
        language === invoice.locale ? `${invoice.number}.pdf` : `${invoice.number}-${language}.pdf`
      assert.include(response.header('content-disposition'), `filename="${fileName}"`)
      const text = await pdfText(pdfBytes(response))
      assert.include(text, titles[language])
      assert.include(text, invoice.number)
      assert.include(
        await pdfText(pdfBytes(response), { layout: true }),
        `${withTax[language]} ${formatMoney(invoice.amountWithTaxesCents, 'EUR', language).replace(/\u00a0/g, ' ')}`
      )
      assert.include(text, countryName(user.company.countryCode, language))
      assert.include(text, countryName('FR', language), "the seller's country in the invoice's language")
      for (const sentence of latePayment[language]) assert.include(text, sentence)
      assert.notMatch(text, /twice|deux fois|dwukrotności/)

      const key =
        language === invoice.locale
          ? `invoices/2026/${invoice.number}.pdf`
          : `invoices/2026/${invoice.number}.${language}.pdf`
      const stored = Buffer.from(await drive.use().getBytes(key))
      const again = await client
        .get(`/en/api/invoices/${invoice.id}/download?language=${language}`)
        .loginAs(user)
      assert.isTrue(pdfBytes(again).equals(stored), `the ${language} bytes are stored and sent again`)
    }
    await invoice.refresh()
    assert.equal(invoice.pdfKey, `invoices/2026/${invoice.number}.pdf`, 'the issued language keeps its key')
  })

  test('a language other than fr, pl and en is refused with a message', async ({ client, assert }) => {
    const { user, invoice } = await createInvoicedPurchase()

    const response = await client.get(`/en/api/invoices/${invoice.id}/download?language=de`).loginAs(user)

    response.assertStatus(422)
    assert.containsSubset(response.body(), {
      errors: [{ field: 'language', message: 'Choose a value from the list' }],
    })
  })
})
