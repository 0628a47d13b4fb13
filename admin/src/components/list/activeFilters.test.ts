import { describe, expect, it } from 'vitest'
import { countActiveFilters } from './activeFilters'

describe('countActiveFilters', () => {
  it.each([
    [{}, 0],
    [{ q: '' }, 0],
    [{ q: 'baltic' }, 1],
    [{ status: 'pending', representativeCountries: [] }, 1],
    [{ status: 'pending', representativeCountries: ['FR'], expiringOnly: false }, 2],
    [{ expiringOnly: true, startFrom: null }, 1],
    [{ activeBetween: { from: '2026-01-01' } }, 1],
    [{ activeBetween: { from: '' } }, 0],
  ])('%j has %i', (filterValues, expected) => {
    expect(countActiveFilters(filterValues)).toBe(expected)
  })
})
