import { describe, expect, it } from 'vitest'
import { driverCardApplyBy, dueReminderStage, reminderDays } from './document_reminders.js'
import { workingDaysBefore } from './calendar.js'
import type { ValidityDocument } from './readiness.js'

const a1 = (validUntil: string | null): ValidityDocument => ({ category: 'A1', validFrom: null, validUntil })

describe('dueReminderStage', () => {
  const END = '2026-12-31'
  const cases: [string, string, string | null][] = [
    ['31 days before', '2026-11-30', null],
    ['30 days before', '2026-12-01', 'first'],
    ['8 days before', '2026-12-23', 'first'],
    ['7 days before', '2026-12-24', 'second'],
    ['on its last day', '2026-12-31', 'second'],
    ['the day after', '2027-01-01', 'ended'],
    ['six days after that', '2027-01-07', 'ended'],
    ['a week after that', '2027-01-08', null],
  ]
  for (const [name, today, stage] of cases) {
    it(`${name}: ${stage ?? 'nothing'}`, () => {
      const document = a1(END)
      expect(dueReminderStage(document, [document], today)).toBe(stage)
    })
  }

  it('a document without an end: nothing', () => {
    expect(dueReminderStage(a1(null), [], '2026-12-01')).toBeNull()
  })

  it('a newer document valid the day after: nothing to announce', () => {
    const old = a1(END)
    expect(dueReminderStage(old, [old, a1('2027-06-30')], '2026-12-24')).toBeNull()
    // A newer one that ends the same day does not help.
    expect(dueReminderStage(old, [old, a1(END)], '2026-12-24')).toBe('second')
  })

  it("a tachograph card's first reminder comes 30 days before the last day to apply for its renewal", () => {
    // 2027-03-31 is a Wednesday: 15 working days before it is Wednesday 2027-03-10.
    expect(driverCardApplyBy('2027-03-31')).toBe('2027-03-10')
    expect(reminderDays('DRIVER_CARD', '2027-03-31').first).toBe('2027-02-08')
    const card: ValidityDocument = { category: 'DRIVER_CARD', validFrom: null, validUntil: '2027-03-31' }
    expect(dueReminderStage(card, [card], '2027-02-07')).toBeNull()
    expect(dueReminderStage(card, [card], '2027-02-08')).toBe('first')
  })
})

describe('workingDaysBefore', () => {
  it('skips Saturdays and Sundays', () => {
    // Monday 2026-11-30: one working day before is Friday 2026-11-27.
    expect(workingDaysBefore('2026-11-30', 1)).toBe('2026-11-27')
    expect(workingDaysBefore('2026-11-30', 5)).toBe('2026-11-23')
    expect(workingDaysBefore('2026-11-30', 0)).toBe('2026-11-30')
  })
})
