import { test } from '@japa/runner'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import app from '@adonisjs/core/services/app'
import { REQUEST_STATUSES, PAYMENT_STATUSES } from '#enums/contract'
import { canTransition, INITIAL_REQUEST_STATUS } from '#services/requests/request_transitions'
import { canTransitionPayment, INITIAL_PAYMENT_STATUS } from '#services/payments/payment_transitions'

/** Every pair the request table allows; all the others are refused. */
const REQUEST_ALLOWED = [
  'pending_payment → validated',
  'pending_payment → removed',
  'pending_payment → payment_failed',
  'payment_failed → pending_payment',
  'payment_failed → validated',
  'payment_failed → removed',
]

const PAYMENT_ALLOWED = ['pending → succeeded', 'pending → failed']

const pairs = <T extends string>(statuses: readonly T[]) =>
  statuses.flatMap((from) => statuses.map((to) => ({ from, to, pair: `${from} → ${to}` })))

test.group('States | worker requests', () => {
  test('{pair}')
    .with(pairs(REQUEST_STATUSES))
    .run(({ assert }, { from, to, pair }) => {
      assert.equal(canTransition(from, to), REQUEST_ALLOWED.includes(pair))
    })

  test('a new request waits for its money', ({ assert }) => {
    assert.equal(INITIAL_REQUEST_STATUS, 'pending_payment')
  })
})

test.group('States | card payments', () => {
  test('{pair}')
    .with(pairs(PAYMENT_STATUSES))
    .run(({ assert }, { from, to, pair }) => {
      assert.equal(canTransitionPayment(from, to), PAYMENT_ALLOWED.includes(pair))
    })

  test('a new attempt waits for the provider', ({ assert }) => {
    assert.equal(INITIAL_PAYMENT_STATUS, 'pending')
  })
})

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? sourceFiles(join(folder, entry.name)) : [join(folder, entry.name)]
    )
  )
  return nested.flat().filter((file) => file.endsWith('.ts'))
}

test.group('States | nothing else writes a status', () => {
  test('no code outside the transition modules assigns a request or payment status', async ({ assert }) => {
    const statuses = [...REQUEST_STATUSES, ...PAYMENT_STATUSES].join('|')
    // `status = 'x'`, `status: 'x'` (create, merge, update), `status: notification.outcome`…
    const assignment = new RegExp(
      `\\bstatus\\s*(=(?!=)|:)\\s*(['"](${statuses})['"]|notification\\.|to\\b)`,
      'g'
    )
    const allowed = new Set([
      'app/services/requests/request_transitions.ts',
      'app/services/payments/payment_transitions.ts',
    ])
    const offenders: string[] = []
    for (const file of await sourceFiles(app.makePath('app'))) {
      const path = relative(app.makePath(), file)
      if (allowed.has(path)) continue
      const text = await readFile(file, 'utf8')
      for (const match of text.matchAll(assignment)) {
        const line = text.slice(0, match.index).split('\n').length
        offenders.push(`${path}:${line} ${match[0]}`)
      }
    }
    assert.deepEqual(offenders, [])
  })
})
