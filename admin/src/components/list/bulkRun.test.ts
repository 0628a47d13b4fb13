import { describe, expect, it, vi } from 'vitest'
import { runEach } from './bulkRun'

describe('runEach', () => {
  it('runs the rows in order, skips the refused ones and goes on after a failure', async () => {
    const calls: string[] = []
    const run = vi.fn(async (row: { name: string }) => {
      calls.push(row.name)
      if (row.name === 'B') throw new Error('Not pending any more')
      return 'Validated'
    })
    const outcomes = await runEach(
      [{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }],
      (row) => row.name,
      (row) => (row.name === 'C' ? 'Paid by card' : null),
      run
    )
    expect(calls).toEqual(['A', 'B', 'D'])
    expect(outcomes).toEqual([
      { name: 'A', ok: true, message: 'Validated' },
      { name: 'B', ok: false, message: 'Not pending any more' },
      { name: 'C', ok: false, message: 'Paid by card' },
      { name: 'D', ok: true, message: 'Validated' },
    ])
  })
})
