import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import RepresentativeCountry from '#models/representative_country'
import { isolateEachTest } from '#tests/helpers/database'
import { trustLoopbackProxy } from '#tests/helpers/http'
import { pdfText } from '#tests/helpers/pdf'
import { seedReferenceData } from '#tests/helpers/purchase'
import { pdfBytes } from '#tests/functional/billing/billing_fixtures'

/** The offer PDFs in storage: one per rendering. */
async function storedOffers() {
  const listing = await drive.use().listAll('offers', { recursive: true })
  return [...listing.objects].filter((object) => object.isFile).map((object) => object.key)
}

test.group('Billing | the offer', (group) => {
  isolateEachTest(group)
  trustLoopbackProxy(group)
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('a PDF of the countries open for sale with their packages and prices, in the page language', async ({
    client,
    assert,
  }) => {
    await seedReferenceData()
    await RepresentativeCountry.query().where('code', 'IT').update({ is_active: false })
    const expected = {
      fr: {
        file: 'offre.pdf',
        words: [
          'OFFRE',
          'Paquet Mobilité UE',
          'de 1 à 12 conducteurs',
          '4,00 € par conducteur et par mois',
          'Conducteurs illimités',
          '79,00 € par mois',
          'Autriche',
          'Belgique',
          'France',
          'la TVA française au taux de 20 %',
        ],
        absent: 'Italie',
      },
      pl: {
        file: 'oferta.pdf',
        words: [
          'OFERTA',
          'Pakiet Mobilności UE',
          'Austria',
          'Belgia',
          'Francja',
          '4,00 € za kierowcę miesięcznie',
        ],
        absent: 'Włochy',
      },
      en: {
        file: 'offer.pdf',
        words: [
          'OFFER',
          'EU Mobility Package',
          '1 to 12 drivers',
          '€4.00 per driver per month',
          'Unlimited drivers',
          '€79.00 per month',
          'French VAT at 20%',
        ],
        absent: 'Italy',
      },
    }

    for (const [lang, { file, words, absent }] of Object.entries(expected)) {
      const response = await client.get(`/${lang}/api/offer/download`)

      response.assertStatus(200)
      response.assertHeader('content-type', 'application/pdf')
      assert.include(response.header('content-disposition'), `filename="${file}"`)
      const text = await pdfText(pdfBytes(response))
      for (const word of words) assert.include(text, word, `${lang}: ${word}`)
      assert.notInclude(text, absent, `${lang}: a country closed for sale is not offered`)
      assert.notInclude(text, 'conditions générales', 'not the terms of sale')
    }
  })

  test('the countries come in the order of the page language, the Mobility Package first', async ({
    client,
    assert,
  }) => {
    await seedReferenceData()

    const whole = await pdfText(pdfBytes(await client.get('/fr/api/offer/download')))
    const text = whole.slice(whole.indexOf('à la commande.'))

    const order = ['Paquet Mobilité UE', 'Autriche', 'Belgique', 'France', 'Italie'].map((name) =>
      text.indexOf(name)
    )
    assert.deepEqual(
      [...order].sort((a, b) => a - b),
      order
    )
  })

  test('rendered once per language and reference data: later downloads, even at once, send the stored bytes', async ({
    client,
    assert,
  }) => {
    await seedReferenceData()

    const first = pdfBytes(await client.get('/en/api/offer/download'))
    const atOnce = await Promise.all(Array.from({ length: 5 }, () => client.get('/en/api/offer/download')))
    const later = pdfBytes(await client.get('/en/api/offer/download'))

    for (const response of atOnce) {
      response.assertStatus(200)
      assert.isTrue(pdfBytes(response).equals(first))
    }
    assert.isTrue(later.equals(first))
    assert.lengthOf(await storedOffers(), 1)
    assert.include(await pdfText(first), '€79.00 per month')
  })

  test('a stored offer gone from storage is rendered and recorded again', async ({ client, assert }) => {
    await seedReferenceData()
    const first = pdfBytes(await client.get('/pl/api/offer/download'))
    const [lost] = await storedOffers()
    await drive.use().delete(lost)

    const again = pdfBytes(await client.get('/pl/api/offer/download'))
    const [replacement] = await storedOffers()
    const later = pdfBytes(await client.get('/pl/api/offer/download'))

    assert.isTrue(again.equals(first))
    assert.notEqual(replacement, lost)
    assert.isTrue(later.equals(first))
    assert.lengthOf(await storedOffers(), 1)
  })

  test('a price or a country changed in the back-office gives a new offer at once', async ({
    client,
    assert,
  }) => {
    const reference = await seedReferenceData()
    const before = pdfBytes(await client.get('/en/api/offer/download'))
    const france = reference.country('FR')
    france.unlimitedPackageAmountCents = 8350
    await france.save()
    await RepresentativeCountry.query().where('code', 'IT').update({ is_active: false })

    const after = pdfBytes(await client.get('/en/api/offer/download'))

    assert.isFalse(after.equals(before))
    const text = await pdfText(after)
    assert.include(text, '€83.50 per month')
    assert.notInclude(text, 'Italy')
    assert.include(await pdfText(before), 'Italy')
    assert.lengthOf(await storedOffers(), 2)
  })

  test('an address is throttled after 30 downloads a minute; another is not', async ({ client }) => {
    await seedReferenceData()
    const download = (address: string) =>
      client.get('/fr/api/offer/download').header('X-Forwarded-For', address)
    for (let call = 0; call < 30; call++) (await download('10.32.0.1')).assertStatus(200)

    const blocked = await download('10.32.0.1')
    const elsewhere = await download('10.32.0.2')

    blocked.assertStatus(429)
    blocked.assertBody({ errors: [{ message: 'Trop de tentatives. Réessayez dans 1 minute.' }] })
    elsewhere.assertStatus(200)
  })
})
