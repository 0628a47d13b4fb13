import { test } from '@japa/runner'
import providerConfig from '#config/provider'
import { sellerParty } from '#services/billing/parties'

test.group('Billing | the seller on documents', (group) => {
  const saved = { ...providerConfig.seller }
  group.each.teardown(() => {
    Object.assign(providerConfig.seller, saved)
  })

  test('its country is named in the document language, and its legal mentions are there ({locale})')
    .with([
      {
        locale: 'fr',
        country: 'France',
        legal: 'SAS au capital de 10 000,00 € – SIREN 852 345 677 – RCS Paris',
      },
      {
        locale: 'pl',
        country: 'Francja',
        legal: 'SAS, kapitał zakładowy 10 000,00 € – SIREN 852 345 677 – RCS Paris',
      },
      {
        locale: 'en',
        country: 'France',
        legal: 'SAS with a share capital of €10,000.00 – SIREN 852 345 677 – RCS Paris',
      },
    ] as const)
    .run(({ assert }, { locale, country, legal }) => {
      Object.assign(providerConfig.seller, {
        address: '12 rue de la Paix, 75002 Paris',
        country: 'FR',
        legalForm: 'SAS',
        shareCapitalEuros: 10000,
        siren: '852345677',
        rcsCity: 'Paris',
      })

      const seller = sellerParty(locale)

      assert.deepEqual(seller.addressLines, ['12 rue de la Paix', '75002 Paris', country])
      assert.deepEqual(
        seller.legalLines.map((line) => line.replace(/\u00a0|\u202f/g, ' ')),
        [legal]
      )
    })

  test('an address that already ends with the country (older configuration) names it once', ({ assert }) => {
    Object.assign(providerConfig.seller, { address: '12 rue de la Paix, 75002 Paris, France', country: 'FR' })

    assert.deepEqual(sellerParty('pl').addressLines, ['12 rue de la Paix', '75002 Paris', 'Francja'])
  })
})
