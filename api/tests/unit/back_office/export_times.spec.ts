import { test } from '@japa/runner'
import { cellValue, parisWallClock } from '#services/exports/xlsx_workbook'

const words = { yes: 'yes', no: 'no', unlimited: '∞' }

test.group('Exports | times as Paris reads them', () => {
  test('{$self}')
    .with([
      { instant: '2026-03-02T10:00:00.000Z', paris: '2026-03-02T11:00:00.000Z', title: 'winter: UTC+1' },
      {
        instant: '2026-07-14T22:30:00.000Z',
        paris: '2026-07-15T00:30:00.000Z',
        title: 'summer: UTC+2, the next day',
      },
      {
        instant: '2026-03-29T00:59:59.000Z',
        paris: '2026-03-29T01:59:59.000Z',
        title: 'just before summer time',
      },
      { instant: '2026-03-29T01:00:00.000Z', paris: '2026-03-29T03:00:00.000Z', title: 'summer time begins' },
      {
        instant: '2026-10-25T00:30:00.000Z',
        paris: '2026-10-25T02:30:00.000Z',
        title: 'the hour played twice, first',
      },
      {
        instant: '2026-10-25T01:30:00.000Z',
        paris: '2026-10-25T02:30:00.000Z',
        title: 'the hour played twice, again',
      },
      {
        instant: '2026-12-31T23:15:00.000Z',
        paris: '2027-01-01T00:15:00.000Z',
        title: 'a new year in Paris',
      },
    ])
    .run(({ assert }, { instant, paris }) => {
      assert.equal(parisWallClock(new Date(instant)).toISOString(), paris)
    })

  test('a dateTime cell holds the Paris time; a date cell stays the calendar day', ({ assert }) => {
    assert.equal(
      (cellValue('dateTime', '2026-07-14T22:30:00.000Z', words) as Date).toISOString(),
      '2026-07-15T00:30:00.000Z'
    )
    assert.equal((cellValue('date', '2026-07-14', words) as Date).toISOString(), '2026-07-14T00:00:00.000Z')
    assert.isNull(cellValue('dateTime', 'not a time', words))
  })
})
