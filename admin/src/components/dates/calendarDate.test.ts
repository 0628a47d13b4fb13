import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { fromPickerValue, toPickerValue } from './calendarDate'

describe('calendar dates in the date pickers', () => {
  it.each([
    ['2026-09-03', '2026-09-03'],
    ['1978-03-09', '1978-03-09'],
    ['', null],
    [null, null],
    ['2026-02-30', null],
    ['03/09/2026', null],
  ])('%j reads as %j', (date, expected) => {
    expect(toPickerValue(date)?.format('YYYY-MM-DD') ?? null).toBe(expected)
  })

  it('writes the picked day back as YYYY-MM-DD, none as empty, a half-typed one as told', () => {
    expect(fromPickerValue(dayjs('2026-09-03'), 'x')).toBe('2026-09-03')
    expect(fromPickerValue(null, 'x')).toBe('')
    expect(fromPickerValue(dayjs('not a date'), 'x')).toBe('x')
  })
})
