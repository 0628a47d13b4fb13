import { test } from '@japa/runner'
import RepresentativeCountry from '#models/representative_country'
import { isolateEachTest } from '#tests/helpers/database'
import { pdfText } from '#tests/helpers/pdf'
import { seedReferenceData } from '#tests/helpers/purchase'
import { pdfBytes } from '#tests/functional/billing/billing_fixtures'

test.group('Billing | the offer', (group) => {
  isolateEachTest(group)

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
})
