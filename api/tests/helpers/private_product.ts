import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Connection } from 'mysql2/promise'
import { spawnAce } from '#tests/helpers/child_processes'
import { startPrivateMariaDb, type PrivateMariaDb } from '#tests/helpers/private_mariadb'

export type PrivateProduct = {
  database: PrivateMariaDb
  /** Root's connection to the product's database. */
  connection: Connection
  /** Where its files and e-mails go. */
  storage: string
  mails: string
  /** The settings of an api process (or an ace command) of this product: startApiServer(env), spawnAce(…, env). */
  env: Record<string, string>
  destroy(): Promise<void>
}

/**
 * The product as `npm start` makes it, on a private MariaDB of its own: migrated, with the demo data, its files on
 * a local folder and its e-mails written to another, sessions and throttles in the database, jobs run in the process
 * that asks (override in `env` for a queue). For the operations tests that start api processes and look at what they
 * leave behind.
 */
export async function startPrivateProduct(name: string): Promise<PrivateProduct> {
  const database = await startPrivateMariaDb()
  const connection = await database.connect()
  await connection.query(`CREATE DATABASE \`${name}\``)
  await connection.changeUser({ database: name })
  const storage = await mkdtemp(join(tmpdir(), `pw-${name}-files-`))
  const mails = await mkdtemp(join(tmpdir(), `pw-${name}-mails-`))
  const env = {
    ...database.env(name),
    DRIVE_DISK: 'fs',
    STORAGE_PATH: storage,
    MAIL_MAILER: 'file',
    MAIL_FILE_PATH: mails,
    SESSION_DRIVER: 'database',
    LIMITER_STORE: 'database',
    QUEUE_DRIVER: 'sync',
    DEMO_DATA: 'true',
  }
  const destroy = async () => {
    await connection.end()
    await database.destroy()
    await rm(storage, { recursive: true, force: true })
    await rm(mails, { recursive: true, force: true })
  }
  try {
    for (const args of [['db:migrate', '--force'], ['db:seed']]) {
      const step = spawnAce(args, { ...env, NODE_ENV: 'production' })
      if ((await step.exited) !== 0) throw new Error(step.output())
    }
  } catch (error) {
    await destroy()
    throw error
  }
  return { database, connection, storage, mails, env, destroy }
}
