import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/** Contracts one statement of updateEveryContract covers, whatever the table's size. */
const BATCH = 10_000

/**
 * Runs `sql`, an UPDATE of the contracts whose id is between its two placeholders, over every contract, BATCH ids a
 * statement (each holds its locks briefly, and none reads the whole table at once). Answers the highest id.
 */
export async function updateEveryContract(client: QueryClientContract, sql: string) {
  const [{ last }] = await client.from('worker_contracts').max('id as last')
  for (let from = 1; from <= Number(last ?? 0); from += BATCH) {
    await client.rawQuery(sql, [from, from + BATCH - 1])
  }
  return Number(last ?? 0)
}
