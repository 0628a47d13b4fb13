import { test } from '@japa/runner'
import { calendarWeeks, lastMonths } from '#services/back_office/chart_periods'

test.group('Back-office home | chart periods', () => {
  test('the last 12 months up to today’s, across a year, each with its first and last day', ({ assert }) => {
    const months = lastMonths('2026-02-10', 12)
    assert.deepEqual(
      months.map(({ month }) => month),
      [
        '2025-03',
        '2025-04',
        '2025-05',
        '2025-06',
        '2025-07',
        '2025-08',
        '2025-09',
        '2025-10',
        '2025-11',
        '2025-12',
        '2026-01',
        '2026-02',
      ]
    )
    assert.deepEqual(months[0], { month: '2025-03', from: '2025-03-01', to: '2025-03-31' })
    assert.deepEqual(months[11], { month: '2026-02', from: '2026-02-01', to: '2026-02-28' })
    assert.deepEqual(lastMonths('2028-02-29', 1), [
      { month: '2028-02', from: '2028-02-01', to: '2028-02-29' },
    ])
  })

  test('{case}')
    .with([
      {
        case: 'weeks from a Sunday: the first is that day alone, the last cut on the window’s end',
        from: '2026-11-15',
        to: '2027-01-14',
        first: { from: '2026-11-15', to: '2026-11-15' },
        second: { from: '2026-11-16', to: '2026-11-22' },
        last: { from: '2027-01-11', to: '2027-01-14' },
        count: 10,
      },
      {
        case: 'weeks from a Monday: whole weeks, then the last one cut',
        from: '2026-11-16',
        to: '2027-01-15',
        first: { from: '2026-11-16', to: '2026-11-22' },
        second: { from: '2026-11-23', to: '2026-11-29' },
        last: { from: '2027-01-11', to: '2027-01-15' },
        count: 9,
      },
    ])
    .run(({ assert }, row) => {
      const weeks = calendarWeeks(row.from, row.to)
      assert.lengthOf(weeks, row.count)
      assert.deepEqual([weeks[0], weeks[1], weeks.at(-1)], [row.first, row.second, row.last])
      // Every day of the window in exactly one week.
      weeks.slice(1).forEach((week, index) => {
        const day = new Date(`${weeks[index].to}T00:00:00Z`)
        day.setUTCDate(day.getUTCDate() + 1)
        assert.equal(week.from, day.toISOString().slice(0, 10))
      })
    })
})
