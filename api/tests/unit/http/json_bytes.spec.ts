import { test } from '@japa/runner'
import { ITEMS_APART_FROM, jsonBytes, jsonBytesInTurns } from '#services/http/json_bytes'

const rows = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    firstName: index % 2 ? 'Łukasz' : 'Zoë',
    lastName: 'Wiśniewski "the elder" \\ \u2028',
    missing: index % 3 ? ['A1'] : [],
    skipped: undefined,
    createdAt: new Date(Date.UTC(2026, 10, 27, 10, 0, index % 60)),
  }))

test.group('jsonBytes', () => {
  test('{title} gives the bytes of JSON.stringify')
    .with([
      { title: 'a short list', value: rows(3) },
      { title: 'a long list, item by item', value: rows(ITEMS_APART_FROM) },
      { title: 'a list longer than a chunk', value: rows(1500) },
      {
        title: 'an object holding a long list among other values',
        value: {
          workers: rows(700),
          total: 700,
          skipped: undefined,
          call: () => 1,
          isAddWorkerAllowed: true,
          7: 'integer keys first',
          nested: { a: [1, 2], b: null },
        },
      },
      { title: 'an object holding two long lists', value: { a: rows(80), b: rows(90), c: [] } },
      { title: 'items JSON cannot hold', value: [...rows(70), undefined, () => 1, Symbol('s')] },
      { title: 'an object without a long list', value: { workers: rows(2), total: 2 } },
      { title: 'a date at the top', value: new Date(Date.UTC(2026, 0, 2)) },
      { title: 'an object with its own toJSON', value: { toJSON: () => rows(100) } },
      { title: 'a string', value: 'Łódź' },
      { title: 'null', value: null },
    ])
    .run(async ({ assert }, { value }) => {
      const expected = Buffer.from(JSON.stringify(value), 'utf8')
      const bytes = jsonBytes(value)
      assert.instanceOf(bytes, Buffer)
      assert.isTrue(bytes.equals(expected))
      assert.isTrue((await jsonBytesInTurns(value)).equals(expected))
    })

  /** How many turns the event loop had while `write` ran (a setImmediate that schedules itself again). */
  async function turnsDuring(write: () => Promise<unknown>) {
    let turns = 0
    let writing = true
    const turn = () => {
      turns++
      if (writing) setImmediate(turn)
    }
    setImmediate(turn)
    await write()
    writing = false
    return turns
  }

  test('a long list leaves the event loop turns while it is written; a short one is written at once', async ({
    assert,
  }) => {
    assert.isAtLeast(await turnsDuring(() => jsonBytesInTurns({ workers: rows(3000), total: 3000 })), 5)
    assert.equal(await turnsDuring(() => jsonBytesInTurns(rows(10))), 0)
  })
})
