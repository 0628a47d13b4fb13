import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import RepresentativeCountry from '#models/representative_country'
import { RepresentativeCountryFactory } from '#database/factories/representative_country_factory'
import { isolateEachTest } from '#tests/helpers/database'
import { createCustomer } from '#tests/helpers/users'
import {
  currentTermsVersionId,
  generateTermsOfSale,
  storedTermsVersion,
} from '#services/billing/terms_of_sale_files'
import { giveTerms } from '#tests/helpers/terms'
import TermsOfSaleSeeder from '#database/seeders/04_terms_of_sale_seeder'
import db from '@adonisjs/lucid/services/db'
import { WorkerContractFactory } from '#database/factories/worker_contract_factory'
import { pdfBytes } from '#tests/functional/billing/billing_fixtures'
import { pdfText } from '#tests/helpers/pdf'
import { TERMS_EDITION_DATE } from '#services/pdf/terms_of_sale_pdf'
import TermsOfSaleVersion from '#models/terms_of_sale_version'

const NOT_FOUND = { errors: [{ message: 'The requested item does not exist.' }] }

test.group('Billing | terms of sale', (group) => {
  isolateEachTest(group)
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test("anyone downloads a country's terms of sale in French and in Polish", async ({ client, assert }) => {
    const country = await RepresentativeCountryFactory.merge({ code: 'NL', name: 'Netherlands' })
      .with('representativeCompany')
      .create()
    const frKey = await generateTermsOfSale(country, 'fr')
    const plKey = await generateTermsOfSale(country, 'pl')

    const fr = await client.get(`/pl/api/representativeCountries/${country.id}/termsOfSales/fr/download`)
    const pl = await client.get(`/fr/api/representativeCountries/${country.id}/termsOfSales/pl/download`)

    fr.assertStatus(200)
    fr.assertHeader('content-type', 'application/pdf')
    fr.assertHeader(
      'content-disposition',
      `attachment; filename="terms-of-sale-NL-fr.pdf"; filename*=UTF-8''terms-of-sale-NL-fr.pdf`
    )
    assert.isTrue(pdfBytes(fr).equals(Buffer.from(await drive.use().getBytes(frKey))))
    pl.assertStatus(200)
    pl.assertHeader(
      'content-disposition',
      `attachment; filename="terms-of-sale-NL-pl.pdf"; filename*=UTF-8''terms-of-sale-NL-pl.pdf`
    )
    assert.isTrue(pdfBytes(pl).equals(Buffer.from(await drive.use().getBytes(plKey))))
    assert.isFalse(pdfBytes(fr).equals(pdfBytes(pl)))
    assert.equal(frKey, `terms-of-sale/NL/${TERMS_EDITION_DATE}/terms-of-sale-NL-fr.pdf`)
    assert.equal(plKey, `terms-of-sale/NL/${TERMS_EDITION_DATE}/terms-of-sale-NL-pl.pdf`)
  })

  test('a signed-in customer gets them too', async ({ client }) => {
    const country = await RepresentativeCountryFactory.with('representativeCompany').create()
    await generateTermsOfSale(country, 'pl')

    const response = await client
      .get(`/pl/api/representativeCountries/${country.id}/termsOfSales/pl/download`)
      .loginAs(await createCustomer())

    response.assertStatus(200)
  })

  test('a country without terms, an unknown country or another language answer 404', async ({ client }) => {
    const country = await RepresentativeCountryFactory.with('representativeCompany').create()
    await generateTermsOfSale(country, 'fr')

    const absent = await client.get(`/en/api/representativeCountries/${country.id}/termsOfSales/pl/download`)
    const unknown = await client.get('/en/api/representativeCountries/999999/termsOfSales/fr/download')
    const english = await client.get(`/en/api/representativeCountries/${country.id}/termsOfSales/en/download`)

    absent.assertStatus(404)
    absent.assertBody(NOT_FOUND)
    unknown.assertStatus(404)
    unknown.assertBody(NOT_FOUND)
    english.assertStatus(404)
  })

  test('a key whose file is gone answers 404', async ({ client }) => {
    const country = await RepresentativeCountryFactory.create()
    await giveTerms(country, 'fr', 'terms-of-sale/lost.pdf')

    const response = await client.get(
      `/fr/api/representativeCountries/${country.id}/termsOfSales/fr/download`
    )

    response.assertStatus(404)
  })

  test('the seeder gives every country both documents and leaves complete ones alone', async ({ assert }) => {
    const bare = await RepresentativeCountryFactory.with('representativeCompany').create()
    const half = await RepresentativeCountryFactory.with('representativeCompany').create()
    await generateTermsOfSale(half, 'pl')
    const unrecorded = await WorkerContractFactory.merge({ representativeCountryId: bare.id })
      .with('company')
      .create()
    const complete = await RepresentativeCountryFactory.create()
    const completeFr = await giveTerms(complete, 'fr', 'uploads/complete-fr.pdf', '%PDF uploaded fr')
    await giveTerms(complete, 'pl', 'uploads/complete-pl.pdf', '%PDF uploaded pl')

    await new TermsOfSaleSeeder(db.connection()).run()

    for (const country of [bare, half]) {
      await country.refresh()
      for (const lang of ['fr', 'pl'] as const) {
        const version = await storedTermsVersion(currentTermsVersionId(country, lang))
        assert.equal(
          version?.storageKey,
          `terms-of-sale/${country.code}/${TERMS_EDITION_DATE}/terms-of-sale-${country.code}-${lang}.pdf`
        )
      }
    }
    await complete.refresh()
    assert.equal(complete.currentTermsFrVersionId, completeFr.id)
    assert.equal(await drive.use().get('uploads/complete-pl.pdf'), '%PDF uploaded pl')
    // A contract sold before its country had terms gets the terms of now; a recorded choice is kept.
    await unrecorded.refresh()
    await bare.refresh()
    assert.equal(unrecorded.termsFrVersionId, bare.currentTermsFrVersionId)
    assert.equal(unrecorded.termsPlVersionId, bare.currentTermsPlVersionId)
    const withoutTerms = await RepresentativeCountry.query()
      .whereNull('current_terms_fr_version_id')
      .orWhereNull('current_terms_pl_version_id')
    assert.lengthOf(withoutTerms, 0)
  })

  test('the late-payment article: three times the legal rate, the 40 € indemnity, no discount, in fr and pl', async ({
    assert,
  }) => {
    const country = await RepresentativeCountryFactory.with('representativeCompany').create()
    const expected = {
      fr: [
        'au taux de trois fois le taux d’intérêt légal',
        'indemnité forfaitaire pour frais de recouvrement de 40 €',
        'Aucun escompte n’est accordé pour paiement anticipé.',
      ],
      pl: [
        'odsetki w wysokości trzykrotności odsetek ustawowych',
        'rekompensata za koszty odzyskiwania należności w wysokości 40 €',
        'Za zapłatę przed terminem nie udziela się skonta.',
      ],
    }
    for (const lang of ['fr', 'pl'] as const) {
      const text = await pdfText(
        Buffer.from(await drive.use().getBytes(await generateTermsOfSale(country, lang)))
      )
      for (const sentence of expected[lang]) assert.include(text, sentence)
      assert.notMatch(text, /deux fois le taux|dwukrotności/)
    }
  })

  test('terms generated from an earlier edition get a new version; the contracts sold under them keep theirs', async ({
    assert,
  }) => {
    const country = await RepresentativeCountryFactory.with('representativeCompany').create()
    const earlier = await giveTerms(
      country,
      'fr',
      `terms-of-sale/${country.code}/old-fr.pdf`,
      '%PDF old edition'
    )
    await earlier.merge({ generatedEdition: '2026-11-22' }).save()
    const uploaded = await giveTerms(country, 'pl', 'uploads/pl.pdf', '%PDF uploaded pl')
    const sold = await WorkerContractFactory.merge({
      representativeCountryId: country.id,
      termsFrVersionId: earlier.id,
    })
      .with('company')
      .create()

    await new TermsOfSaleSeeder(db.connection()).run()

    await country.refresh()
    const current = await TermsOfSaleVersion.findOrFail(country.currentTermsFrVersionId)
    assert.notEqual(current.id, earlier.id)
    assert.equal(current.generatedEdition, TERMS_EDITION_DATE)
    assert.include(await pdfText(Buffer.from(await drive.use().getBytes(current.storageKey))), 'trois fois')
    assert.equal(await drive.use().get(earlier.storageKey), '%PDF old edition')
    assert.equal(country.currentTermsPlVersionId, uploaded.id, 'uploaded terms stay')
    await sold.refresh()
    assert.equal(sold.termsFrVersionId, earlier.id)

    await new TermsOfSaleSeeder(db.connection()).run()
    await country.refresh()
    assert.equal(country.currentTermsFrVersionId, current.id, 'the current edition is generated once')
  })
})
