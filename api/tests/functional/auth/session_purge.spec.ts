import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import jobs from '#services/queue/main'
import PurgeExpiredSessions from '../../../commands/purge_expired_sessions.js'
import { isolateEachTest } from '#tests/helpers/database'

const MINUTE = 60_000

/** Session rows that expired a minute and three days ago, and two that are still alive. */
const ROWS = [
  { id: 'expired-a-minute-ago', expiresIn: -MINUTE },
  { id: 'expired-three-days-ago', expiresIn: -3 * 24 * 60 * MINUTE },
  { id: 'alive-for-a-minute', expiresIn: MINUTE },
  { id: 'alive-for-two-hours', expiresIn: 120 * MINUTE },
]

async function someSessions() {
  await db.table('sessions').multiInsert(
    ROWS.map((row) => ({
      id: row.id,
      data: '{}',
      user_id: null,
      expires_at: new Date(Date.now() + row.expiresIn),
    }))
  )
}

/** Which of the rows above are left (a run on the database store has sessions of its own besides). */
async function remaining() {
  const rows = await db
    .from('sessions')
    .whereIn(
      'id',
      ROWS.map((row) => row.id)
    )
    .select('id')
    .orderBy('id')
  return rows.map((row) => row.id)
}

async function runCommand() {
  const ace = await app.container.make('ace')
  ace.ui.switchMode('raw')
  const command = await ace.create(PurgeExpiredSessions, [])
  await command.exec()
  return command
}

/** The purge as if the api kept its sessions in `driver`. */
async function withSessionDriver<T>(driver: 'database' | 'redis', work: () => Promise<T>) {
  const configured = env.get('SESSION_DRIVER')
  env.set('SESSION_DRIVER', driver)
  try {
    return await work()
  } finally {
    env.set('SESSION_DRIVER', configured)
  }
}

test.group('Auth | expired sessions are purged', (group) => {
  isolateEachTest(group)

  test('sessions:purge-expired deletes the rows that expired before now and keeps the live ones', async ({
    assert,
  }) => {
    await someSessions()

    const command = await withSessionDriver('database', runCommand)

    command.assertSucceeded()
    command.assertLogMatches(/Expired sessions: \d+ deleted/)
    assert.deepEqual(await remaining(), ['alive-for-a-minute', 'alive-for-two-hours'])
  })

  test('the purge-sessions job does the same', async ({ assert }) => {
    await someSessions()

    await withSessionDriver('database', () => jobs.dispatch('purge-sessions', {}))

    assert.deepEqual(await remaining(), ['alive-for-a-minute', 'alive-for-two-hours'])
  })

  test('with sessions on Redis, which expires them itself, nothing is done', async ({ assert }) => {
    await someSessions()

    const command = await withSessionDriver('redis', runCommand)

    command.assertSucceeded()
    command.assertLog(
      '[ blue(info) ] Sessions are kept in redis, which expires them itself: nothing to purge'
    )
    assert.lengthOf(await remaining(), 4)
  })
})
