import { describe, expect, it } from 'vitest'
import { periodDownloadUrl } from '@/providers/dataProvider'
import { defaultPeriodForm, monthName, periodDays, periodOf, periodYears } from './period'

describe('the period dialog', () => {
  it.each([
    ['2026-11-25', { kind: 'month', year: 2026, month: 10, quarter: 4 }],
    ['2026-01-02', { kind: 'month', year: 2025, month: 12, quarter: 4 }],
    ['2026-04-30', { kind: 'month', year: 2026, month: 3, quarter: 1 }],
  ])('on %s proposes the month that just ended and its quarter', (today, form) => {
    expect(defaultPeriodForm(today)).toEqual(form)
  })

  it('turns a month or a quarter into the period the server reads, and says which days it covers', () => {
    const month = { kind: 'month', year: 2028, month: 2, quarter: 1 } as const
    expect(periodOf(month)).toBe('2028-02')
    expect(periodDays(month)).toEqual({ from: '2028-02-01', to: '2028-02-29' })
    const quarter = { ...month, kind: 'quarter', quarter: 4 } as const
    expect(periodOf(quarter)).toBe('2028-Q4')
    expect(periodDays(quarter)).toEqual({ from: '2028-10-01', to: '2028-12-31' })
  })

  it('downloads the workbook or the ZIP of that period, in the language on screen', () => {
    const form = { kind: 'quarter', year: 2026, month: 11, quarter: 4 } as const
    expect(periodDownloadUrl('pl', 'exportPeriod', periodOf(form))).toBe(
      '/pl/api/admin/invoices/exportPeriod?period=2026-Q4'
    )
    expect(periodDownloadUrl('fr', 'pdfArchive', periodOf({ ...form, kind: 'month' }))).toBe(
      '/fr/api/admin/invoices/pdfArchive?period=2026-11'
    )
  })

  it('offers this year and the five before, and names months in the language', () => {
    expect(periodYears('2026-11-25')).toEqual([2026, 2025, 2024, 2023, 2022, 2021])
    expect(monthName(11, 'en')).toBe('November')
    expect(monthName(1, 'fr')).toBe('Janvier')
  })
})
