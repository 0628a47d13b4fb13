import { test } from '@japa/runner'
import type { Locale } from '#enums/profile'
import { formatDate, formatMoney, formatPeriod, formatRate } from '#services/billing/format'

const NBSP = '\u00a0'

test.group('Billing | formatMoney', () => {
  test('{cents} {currency} in {locale} is {expected}')
    .with([
      { cents: 47400, currency: 'EUR', locale: 'fr', expected: `474,00${NBSP}€` },
      { cents: 47400, currency: 'EUR', locale: 'pl', expected: `474,00${NBSP}€` },
      { cents: 47400, currency: 'EUR', locale: 'en', expected: '€474.00' },
      { cents: 0, currency: 'EUR', locale: 'fr', expected: `0,00${NBSP}€` },
      { cents: 5, currency: 'EUR', locale: 'en', expected: '€0.05' },
      { cents: 123456789, currency: 'EUR', locale: 'fr', expected: `1${NBSP}234${NBSP}567,89${NBSP}€` },
      { cents: 123456789, currency: 'EUR', locale: 'en', expected: '€1,234,567.89' },
      { cents: 100000, currency: 'EUR', locale: 'pl', expected: `1${NBSP}000,00${NBSP}€` },
      { cents: -7900, currency: 'EUR', locale: 'fr', expected: `-79,00${NBSP}€` },
      { cents: -7900, currency: 'EUR', locale: 'en', expected: '-€79.00' },
      { cents: 1999, currency: 'PLN', locale: 'pl', expected: `19,99${NBSP}PLN` },
      { cents: 1999, currency: 'PLN', locale: 'en', expected: `PLN${NBSP}19.99` },
    ] as { cents: number; currency: string; locale: Locale; expected: string }[])
    .run(({ assert }, row) => {
      assert.equal(formatMoney(row.cents, row.currency, row.locale), row.expected)
    })

  test('refuses an amount that is not whole cents', ({ assert }) => {
    assert.throws(() => formatMoney(12.5, 'EUR', 'fr'), /Not an amount in cents/)
  })
})

test.group('Billing | formatRate', () => {
  test('{tax} on {base} in {locale} is {expected}')
    .with([
      { tax: 0, base: 47400, locale: 'fr', expected: `0${NBSP}%` },
      { tax: 0, base: 47400, locale: 'en', expected: '0%' },
      { tax: 9480, base: 47400, locale: 'pl', expected: `20${NBSP}%` },
      { tax: 10902, base: 47400, locale: 'pl', expected: `23${NBSP}%` },
      { tax: 2607, base: 47400, locale: 'fr', expected: `5,5${NBSP}%` },
      { tax: 2607, base: 47400, locale: 'en', expected: '5.5%' },
      { tax: 0, base: 0, locale: 'fr', expected: `0${NBSP}%` },
    ] as { tax: number; base: number; locale: Locale; expected: string }[])
    .run(({ assert }, row) => {
      assert.equal(formatRate(row.tax, row.base, row.locale), row.expected)
    })
})

test.group('Billing | formatDate and formatPeriod', () => {
  test('{date} is {expected}')
    .with([
      { date: '2026-11-22', expected: '22/11/2026' },
      { date: '2027-01-05', expected: '05/01/2027' },
      { date: '2028-02-29', expected: '29/02/2028' },
    ])
    .run(({ assert }, row) => {
      assert.equal(formatDate(row.date), row.expected)
    })

  test('writes nothing for no date, refuses what is not a calendar date', ({ assert }) => {
    assert.equal(formatDate(''), '')
    assert.equal(formatDate(null), '')
    assert.throws(() => formatDate('22/11/2026'), /Not a calendar date/)
    assert.throws(() => formatDate('2026-11-22T10:00:00Z'), /Not a calendar date/)
  })

  test('a period joins both days with an en dash', ({ assert }) => {
    assert.equal(formatPeriod('2026-11-22', '2027-05-23'), '22/11/2026 – 23/05/2027')
  })
})
