import db from '@adonisjs/lucid/services/db'
import env from '#start/env'

/** Rows deleted per statement: a large purge never holds many row locks at once. */
const BATCH = 1000

/**
 * Deletes the database sessions that expired before now. The session store removes an expired row only when its
 * cookie comes back: those of visitors who never return, and every session a script opened, would stay for ever.
 * Redis expires its keys itself, and the memory and cookie stores keep no rows: for them there is nothing to do.
 */
export async function purgeExpiredSessions(): Promise<{ store: string; deleted: number }> {
  const store = env.get('SESSION_DRIVER')
  if (store !== 'database') return { store, deleted: 0 }
  const now = new Date()
  let deleted = 0
  for (;;) {
    const count = Number(await db.from('sessions').where('expires_at', '<', now).limit(BATCH).delete())
    deleted += count
    if (count < BATCH) return { store, deleted }
  }
}
