/** What happened to one selected row: done, or refused with the reason (the server's message, or ours). */
export type BulkOutcome = { name: string; ok: boolean; message: string }

/**
 * Runs `run` on each row in turn (never at once: each is a transaction of its own on the server, and a summary in
 * order reads better), a refused row is not sent; a failure of one row does not stop the others.
 */
export async function runEach<T>(
  rows: readonly T[],
  nameOf: (row: T) => string,
  refusalOf: (row: T) => string | null,
  run: (row: T) => Promise<string>
): Promise<BulkOutcome[]> {
  const outcomes: BulkOutcome[] = []
  for (const row of rows) {
    const name = nameOf(row)
    const refusal = refusalOf(row)
    if (refusal !== null) {
      outcomes.push({ name, ok: false, message: refusal })
      continue
    }
    try {
      outcomes.push({ name, ok: true, message: await run(row) })
    } catch (error) {
      outcomes.push({ name, ok: false, message: error instanceof Error ? error.message : String(error) })
    }
  }
  return outcomes
}
