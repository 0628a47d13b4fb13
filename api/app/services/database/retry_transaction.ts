import { setTimeout as sleep } from 'node:timers/promises'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * InnoDB may pick a transaction as a deadlock victim (or give up on a lock wait) when several run the same writes at
 * once, as N api processes do; the victim is rolled back whole, so running it again is safe and is what the
 * server's message asks. Codes from mysql2 (MariaDB and MySQL both use them).
 */
const RETRYABLE = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT'])

export function isLockConflict(error: unknown) {
  return RETRYABLE.has(String((error as { code?: unknown } | null)?.code))
}

/** `db.transaction(run)`, run again (up to `attempts` times in all) when the database rolled it back for a lock. */
export async function transactionWithRetry<T>(
  run: (trx: TransactionClientContract) => Promise<T>,
  attempts = 4
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(run)
    } catch (error) {
      if (!isLockConflict(error) || attempt >= attempts) throw error
      // A short, random pause so that the transactions that collided do not collide again.
      await sleep(20 * attempt + Math.floor(Math.random() * 30))
    }
  }
}
