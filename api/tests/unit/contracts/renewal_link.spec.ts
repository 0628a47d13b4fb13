import { test } from '@japa/runner'
import { renewalLinks } from '#services/contracts/renewal_link'

const contract = (id: number, startDate: string, endDate: string) => ({ id, startDate, endDate })

test.group('renewal link / renewalLinks', () => {
  test('{title}')
    .with([
      {
        title: 'a lone contract is not renewed',
        contracts: [contract(1, '2026-01-01', '2026-06-30')],
        expected: [[1, null]],
      },
      {
        title: 'the renewal starting the day after renews it; the renewal itself is not renewed',
        contracts: [contract(1, '2026-01-01', '2026-06-30'), contract(2, '2026-07-01', '2026-12-31')],
        expected: [
          [1, 2],
          [2, null],
        ],
      },
      {
        title: 'a later purchase after a gap renews it too',
        contracts: [contract(1, '2025-01-01', '2025-06-30'), contract(5, '2026-03-10', '2026-09-09')],
        expected: [
          [1, 5],
          [5, null],
        ],
      },
      {
        title: 'the first later contract by start date, whatever the ids',
        contracts: [
          contract(9, '2027-01-01', '2027-06-30'),
          contract(3, '2026-01-01', '2026-06-30'),
          contract(7, '2026-07-01', '2026-12-31'),
        ],
        expected: [
          [9, null],
          [3, 7],
          [7, 9],
        ],
      },
      {
        title: 'two contracts starting the same day: the lower id',
        contracts: [
          contract(1, '2026-01-01', '2026-06-30'),
          contract(4, '2026-07-01', '2026-12-31'),
          contract(2, '2026-07-01', '2026-09-30'),
        ],
        expected: [
          [1, 2],
          [4, null],
          [2, null],
        ],
      },
      {
        title: 'a contract starting on its last day does not renew it',
        contracts: [contract(1, '2026-01-01', '2026-06-30'), contract(2, '2026-06-30', '2026-12-29')],
        expected: [
          [1, null],
          [2, null],
        ],
      },
    ])
    .run(({ assert }, { contracts, expected }) => {
      assert.deepEqual([...renewalLinks(contracts).entries()], expected)
    })
})
