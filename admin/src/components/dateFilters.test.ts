import { describe, expect, it } from 'vitest'
import { checkDateFilters } from './dateFilters'

describe('checkDateFilters', () => {
  it.each([
    [
      'keeps real dates and other filters',
      { companyName: 'Łódź', startDateFrom: '2026-01-01', startDateTo: '2026-12-31' },
      { companyName: 'Łódź', startDateFrom: '2026-01-01', startDateTo: '2026-12-31' },
      [],
    ],
    ['drops an impossible day', { endDateFrom: '2026-02-30', q: 'x' }, { q: 'x' }, ['endDateFrom']],
    [
      'drops what is not a date',
      { activeDateTo: 'tomorrow', activeDateFrom: 20260101 },
      {},
      ['activeDateTo', 'activeDateFrom'],
    ],
    [
      'drops a range that ends before it starts',
      { startDateFrom: '2026-05-01', startDateTo: '2026-04-30', endDateTo: '2026-06-01' },
      { endDateTo: '2026-06-01' },
      ['startDateFrom', 'startDateTo'],
    ],
    [
      'keeps a one-day range',
      { activeDateFrom: '2026-05-01', activeDateTo: '2026-05-01' },
      { activeDateFrom: '2026-05-01', activeDateTo: '2026-05-01' },
      [],
    ],
    [
      "checks a document list's own range",
      { q: 'F-2026', dateFrom: '2026-11-30', dateTo: '2026-11-01' },
      { q: 'F-2026' },
      ['dateFrom', 'dateTo'],
    ],
    ['drops an impossible day of a document list', { dateTo: '2026-13-01' }, {}, ['dateTo']],
    ['ignores empty dates silently', { startDateFrom: '', endDateTo: null }, {}, []],
  ])('%s', (_title, filter, kept, ignored) => {
    expect(checkDateFilters(filter as Record<string, unknown>)).toEqual({ filter: kept, ignored })
  })
})
