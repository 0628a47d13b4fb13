import { describe, expect, it } from 'vitest'
import { addDays, addMonths, daysBetween, isCalendarDate } from './calendar.js'

describe('calendar dates', () => {
  it.each([
    ['2026-02-28', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['', false],
  ])('%s is a calendar date: %s (and says so again when asked twice)', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected)
    expect(isCalendarDate(value)).toBe(expected)
  })

  it('refuses a date that is not one, each time, however many real dates were read before', () => {
    for (let day = 0; day < 25_000; day += 1) addDays('2000-01-01', day)
    expect(() => addDays('2026-02-30', 1)).toThrow('Not a calendar date: 2026-02-30')
    expect(() => daysBetween('2026-02-30', '2026-03-01')).toThrow(TypeError)
  })

  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-03-29', -29, '2026-02-28'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected)
  })

  it('counts whole days and months across the end of February', () => {
    expect(daysBetween('2026-02-27', '2026-03-01')).toBe(2)
    expect(daysBetween('2026-03-01', '2026-02-27')).toBe(-2)
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28')
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28')
  })
})
