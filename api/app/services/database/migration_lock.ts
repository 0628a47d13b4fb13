import { createHash } from 'node:crypto'
import mysql, { type ConnectionOptions, type RowDataPacket } from 'mysql2/promise'

/**
 * Why our own lock rather than Lucid's (`@adonisjs/lucid` 21.8, `migration/runner.js` and `dialects/mysql.js`):
 *
 * - Lucid sends `SELECT GET_LOCK('1', 0)` and later `SELECT RELEASE_LOCK('1')` through the connection pool. MySQL
 *   and MariaDB tie a named lock to the session that took it: RELEASE_LOCK from any other pooled connection answers
 *   0 and the lock stays with the first one, and a lock held by a connection the pool reaps when idle vanishes.
 * - The timeout is 0: a process that finds the lock taken does not wait, it fails; and the runner's `run()` then
 *   calls `releaseLock()` anyway, whose 0 turns into "Migration completed, but unable to release database lock",
 *   hiding the real cause. Four `migration:run` started together against one empty database gave one success and
 *   three such failures.
 * - The name '1' is the same for every database on the server, so two test runs migrating two different databases
 *   on one server fail each other at random.
 *
 * Here the lock lives on one dedicated connection, opened for it and closed after the release, under a name that
 * holds the database's name, and a process that finds it taken waits its turn. Same SQL on MariaDB and MySQL.
 */
export type MigrationLock = { release(): Promise<void> }

/** The lock's name: server-wide, so it names the database; at most 64 characters (MySQL's limit). */
export function migrationLockName(database: string) {
  const name = `migrations:${database}`
  return name.length <= 64 ? name : `migrations:${createHash('sha1').update(database).digest('hex')}`
}

/** Ending a connection the server already dropped fails: the socket is then simply destroyed. */
async function close(connection: mysql.Connection) {
  await connection.end().catch(() => connection.destroy())
}

async function getLock(connection: mysql.Connection, name: string, seconds: number) {
  const [rows] = await connection.query<RowDataPacket[]>('SELECT GET_LOCK(?, ?) AS acquired', [name, seconds])
  return Number(rows[0]?.acquired) === 1
}

/**
 * Takes the migration lock of `options.database`, waiting up to `timeoutSeconds` for another process to finish
 * (`onWait` is called once if it has to wait). Throws when the lock is still taken after that.
 */
export async function acquireMigrationLock(
  options: ConnectionOptions & { database: string },
  timeoutSeconds: number,
  onWait: () => void = () => {}
): Promise<MigrationLock> {
  const name = migrationLockName(options.database)
  const connection = await mysql.createConnection(options)
  try {
    let acquired = await getLock(connection, name, 0)
    if (!acquired) {
      onWait()
      acquired = await getLock(connection, name, timeoutSeconds)
    }
    if (!acquired) {
      throw new Error(`Another process kept the migration lock "${name}" for more than ${timeoutSeconds} s`)
    }
  } catch (error) {
    await close(connection)
    throw error
  }

  return {
    async release() {
      try {
        const [rows] = await connection.query<RowDataPacket[]>('SELECT RELEASE_LOCK(?) AS released', [name])
        if (Number(rows[0]?.released) !== 1) {
          throw new Error(`The migration lock "${name}" was no longer held when released`)
        }
      } finally {
        await close(connection)
      }
    },
  }
}
