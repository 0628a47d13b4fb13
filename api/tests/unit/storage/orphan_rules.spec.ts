import { test } from '@japa/runner'
import { orphansAmong, ORPHAN_MIN_AGE_MS } from '#services/storage/orphan_rules'

const NOW = new Date('2026-11-27T12:00:00Z')
const ago = (ms: number) => new Date(NOW.getTime() - ms)

test.group('Storage | which files are orphans', () => {
  const cases: Array<{ name: string; owned: boolean; age: number; swept: boolean }> = [
    { name: 'no row, two hours old', owned: false, age: 2 * ORPHAN_MIN_AGE_MS, swept: true },
    { name: 'no row, exactly the margin old', owned: false, age: ORPHAN_MIN_AGE_MS, swept: true },
    {
      name: 'no row, a second younger than the margin (an upload in flight)',
      owned: false,
      age: ORPHAN_MIN_AGE_MS - 1000,
      swept: false,
    },
    { name: 'no row, written just now', owned: false, age: 0, swept: false },
    { name: 'owned by a row, a year old', owned: true, age: 365 * 24 * ORPHAN_MIN_AGE_MS, swept: false },
    { name: 'owned by a row, written just now', owned: true, age: 0, swept: false },
    { name: 'no row, dated in the future (clock skew)', owned: false, age: -60_000, swept: false },
  ]
  for (const { name, owned, age, swept } of cases) {
    test(name, ({ assert }) => {
      const file = { key: 'drivers/1/2/a', lastModified: ago(age) }
      const orphans = orphansAmong([file], new Set(owned ? [file.key] : []), NOW)
      assert.deepEqual(orphans, swept ? [file] : [])
    })
  }
})
