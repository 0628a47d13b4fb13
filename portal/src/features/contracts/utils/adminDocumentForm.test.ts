import { describe, expect, it } from 'vitest'
import { amountProblem, documentDateProblem } from './adminDocumentForm'

describe('an admin document’s date and amount', () => {
  it.each([
    ['', 'common.required'],
    ['2026-11-27', undefined],
    ['2026-11-01', undefined],
    ['2026-11-28', 'adminInvoices.futureDate'],
  ])('date %j on 2026-11-27: %j', (date, expected) => {
    expect(documentDateProblem(date, '2026-11-27')).toBe(expected)
  })

  it.each([
    ['', 'common.required'],
    ['  ', 'common.required'],
    ['12abc', 'adminInvoices.invalidAmount'],
    ['0', 'adminInvoices.invalidAmount'],
    ['1 234,56', undefined],
    ['79', undefined],
  ])('amount %j: %j', (text, expected) => {
    expect(amountProblem(text)).toBe(expected)
  })
})
