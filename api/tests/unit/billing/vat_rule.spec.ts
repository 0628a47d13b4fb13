import { test } from '@japa/runner'
import { MissingVatRateError, standardRate, vatTreatment, withVat } from '#services/billing/vat_rule'

const RATES = [
  { countryCode: 'FR', rateBasisPoints: 1960, validFrom: '2000-04-01' },
  { countryCode: 'FR', rateBasisPoints: 2000, validFrom: '2014-01-01' },
]
const REVERSE = { rateBasisPoints: 0, reverseCharge: true }
const FRENCH_RATE = { rateBasisPoints: 2000, reverseCharge: false }

test.group('Billing | VAT by who sells to whom', () => {
  test('{title}')
    .with([
      {
        title: 'a Polish customer with a valid number: reverse charge',
        country: 'PL',
        status: 'valid',
        expected: REVERSE,
      },
      {
        title: 'a Polish customer whose number VIES could not check: reverse charge',
        country: 'PL',
        status: 'unverified',
        expected: REVERSE,
      },
      {
        title: 'a Belgian customer whose new number awaits its check: reverse charge',
        country: 'BE',
        status: 'unchecked',
        expected: REVERSE,
      },
      {
        title: 'a Polish customer with an invalid number: French VAT',
        country: 'PL',
        status: 'invalid',
        expected: FRENCH_RATE,
      },
      {
        title: 'a Polish customer without a number: French VAT',
        country: 'PL',
        status: null,
        expected: FRENCH_RATE,
      },
      {
        title: 'a French customer with a valid number: French VAT',
        country: 'FR',
        status: 'valid',
        expected: FRENCH_RATE,
      },
      {
        title: 'a French customer, unverified: French VAT',
        country: 'FR',
        status: 'unverified',
        expected: FRENCH_RATE,
      },
      { title: 'an unknown country: French VAT', country: null, status: 'valid', expected: FRENCH_RATE },
    ] as const)
    .run(({ assert }, { country, status, expected }) => {
      const treatment = vatTreatment({
        sellerCountry: 'FR',
        customerCountry: country,
        vatStatus: status,
        date: '2026-11-24',
        rates: RATES,
      })
      assert.deepEqual(treatment, expected)
    })

  test('the rate is the one of the day: {date} → {expected}')
    .with([
      { date: '2013-12-31', expected: 1960 },
      { date: '2014-01-01', expected: 2000 },
      { date: '2026-11-24', expected: 2000 },
    ])
    .run(({ assert }, { date, expected }) => {
      assert.equal(standardRate(RATES, 'FR', date), expected)
    })

  test('a day before any rate, or a country without one, is a configuration error', ({ assert }) => {
    assert.throws(() => standardRate(RATES, 'FR', '1999-01-01'), MissingVatRateError)
    assert.throws(() => standardRate(RATES, 'DE', '2026-11-24'), MissingVatRateError)
  })

  test('{without} cents at {rate} bp: VAT {vat}, total {total}')
    .with([
      { without: 47400, rate: 2000, vat: 9480, total: 56880 },
      { without: 47400, rate: 0, vat: 0, total: 47400 },
      { without: 1, rate: 2000, vat: 0, total: 1 },
      { without: 3, rate: 2000, vat: 1, total: 4 },
      { without: 2, rate: 2500, vat: 1, total: 3 },
      { without: 0, rate: 2000, vat: 0, total: 0 },
    ])
    .run(({ assert }, { without, rate, vat, total }) => {
      assert.deepEqual(withVat(without, { rateBasisPoints: rate, reverseCharge: rate === 0 }), {
        withoutTaxCents: without,
        vatCents: vat,
        withTaxCents: total,
      })
    })
})
