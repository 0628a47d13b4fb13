import type { AdminHomeChartsAnswer } from '@posted-workers/domain'
import { describe, expect, it } from 'vitest'
import { createI18nProvider } from '../providers/i18nProvider'
import {
  axisEuros,
  contractPoints,
  countryPoints,
  dayLabel,
  invoicedPoints,
  monthLabel,
  weekPoints,
} from './chartData'

const link = (filter: Record<string, unknown>) => ({ resource: 'workerContracts', filter })

const charts: AdminHomeChartsAnswer = {
  today: '2026-11-15',
  currency: 'EUR',
  invoicedByMonth: [
    {
      month: '2026-11',
      amountWithoutTaxCents: 810000,
      amountTaxesCents: 0,
      list: { resource: 'invoices', filter: { dateFrom: '2026-11-01', dateTo: '2026-11-30' } },
    },
  ],
  contractsByMonth: [
    {
      month: '2026-01',
      counts: { new: 2, renewal: 0, upgrade: 1 },
      lists: {
        new: link({ change: 'new' }),
        renewal: link({ change: 'renewal' }),
        upgrade: link({ change: 'upgrade' }),
      },
    },
  ],
  runningByCountry: [{ countryCode: 'EU', count: 3, list: link({ representativeCountries: ['EU'] }) }],
  endingByWeek: [
    { from: '2026-11-16', to: '2026-11-22', count: 4, list: link({ endDateFrom: '2026-11-16' }) },
  ],
}

describe('the home charts’ points', () => {
  it.each([
    ['fr', 'nov. 26'],
    ['pl', 'lis 26'],
    ['en', 'Nov 26'],
  ])('a month in %s: %s', (locale, label) => {
    expect(monthLabel('2026-11', locale)).toBe(label)
    expect(invoicedPoints(charts, locale)[0].label).toBe(label)
  })

  it('amounts in euros, shortened on the axis', () => {
    expect(axisEuros(8100, 'en')).toBe('8.1K')
    expect(axisEuros(45, 'en')).toBe('45')
    expect(invoicedPoints(charts, 'en')[0]).toMatchObject({ withoutTax: 8100, taxes: 0 })
  })

  it('each point keeps the list it opens; a month’s bars each their change’s', () => {
    expect(invoicedPoints(charts, 'en')[0].list.filter).toEqual({
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
    })
    const [month] = contractPoints(charts, 'en')
    expect([month.new, month.renewal, month.upgrade]).toEqual([2, 0, 1])
    expect(month.lists.upgrade.filter).toEqual({ change: 'upgrade' })
  })

  it('countries by name, weeks by their first day and their two days', () => {
    expect(countryPoints(charts, (code) => `name of ${code}`)[0]).toMatchObject({
      label: 'name of EU',
      count: 3,
    })
    expect(dayLabel('2026-11-16')).toBe('16/11')
    expect(weekPoints(charts, createI18nProvider('fr').translate)[0]).toMatchObject({
      label: '16/11',
      range: '16/11 – 22/11',
      count: 4,
    })
  })
})
