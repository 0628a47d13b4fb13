import { test } from '@japa/runner'
import { dueReminderEmail, isExpiring, remindLater } from '#services/contracts/reminders'
import { addDays } from '#services/contracts/contract_term'

const today = '2026-11-22'
/** A contract whose last day leaves `left` days including today. */
const endingIn = (left: number, dismissed: number[] = []) => ({
  startDate: '2026-06-01',
  endDate: addDays(today, left - 1),
  dismissedReminders: dismissed,
})

test.group('reminders / isExpiring', () => {
  test('{title}')
    .with([
      { title: '31 days left: not yet', contract: endingIn(31), renewal: false, expected: false },
      { title: '30 days left: expiring', contract: endingIn(30), renewal: false, expected: true },
      { title: '1 day left: expiring', contract: endingIn(1), renewal: false, expected: true },
      {
        title: '0 days left (expired yesterday): no alert',
        contract: endingIn(0),
        renewal: false,
        expected: false,
      },
      {
        title: 'a renewal already scheduled: no alert',
        contract: endingIn(10),
        renewal: true,
        expected: false,
      },
      {
        title: 'all days from 10 to 30 dismissed: no alert today',
        contract: endingIn(10, range(10, 30)),
        renewal: false,
        expected: false,
      },
      {
        title: 'dismissed yesterday (11..30): back today at 10',
        contract: endingIn(10, range(11, 30)),
        renewal: false,
        expected: true,
      },
      {
        title: 'a scheduled contract is not expiring',
        contract: { startDate: '2026-12-01', endDate: '2026-12-10', dismissedReminders: [] },
        renewal: false,
        expected: false,
      },
    ])
    .run(({ assert }, row) => {
      assert.equal(isExpiring(row.contract, today, row.renewal), row.expected)
    })
})

test.group('reminders / remindLater', () => {
  test('dismisses every day from the remaining days up to 30', ({ assert }) => {
    assert.deepEqual(remindLater([], 28), [30, 29, 28])
  })

  test('keeps what was dismissed before, without duplicates', ({ assert }) => {
    assert.deepEqual(remindLater([30, 29], 29), [30, 29])
  })

  test('the alert of a contract dismissed today comes back tomorrow', ({ assert }) => {
    const dismissed = remindLater([], 15)
    assert.isFalse(isExpiring(endingIn(15, dismissed), today, false))
    assert.isTrue(isExpiring({ ...endingIn(15, dismissed) }, addDays(today, 1), false))
  })
})

test.group('reminders / e-mails', () => {
  test('{title}')
    .with([
      { title: '30 days', left: 30, expected: 30 },
      { title: '14 days', left: 14, expected: 14 },
      { title: '7 days', left: 7, expected: 7 },
      { title: '1 day', left: 1, expected: 1 },
      { title: '31 days: none', left: 31, expected: null },
      { title: '15 days: none', left: 15, expected: null },
    ])
    .run(({ assert }, row) => {
      assert.equal(dueReminderEmail(endingIn(row.left), today, false), row.expected)
    })

  test('no e-mail when a renewal is scheduled', ({ assert }) => {
    assert.isNull(dueReminderEmail(endingIn(7), today, true))
  })
})

function range(from: number, to: number) {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i)
}
