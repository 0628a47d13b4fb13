import { test } from '@japa/runner'
import { readdir } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import type { RowDataPacket } from 'mysql2/promise'
import { acquireMigrationLock } from '#services/database/migration_lock'
import { spawnAce } from '#tests/helpers/child_processes'
import { startPrivateMariaDb, type PrivateMariaDb } from '#tests/helpers/private_mariadb'

const PROCESSES = 4
const ROUNDS = 3

async function migrationFiles() {
  const files = await readdir(app.makePath('database/migrations'))
  return files
    .filter((file) => /\.(ts|js)$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => `database/migrations/${file.replace(/\.(ts|js)$/, '')}`)
    .sort()
}

/**
 * N api processes starting together against one empty database: every one exits 0 and each migration is applied
 * once. The test holds the migration lock while they start, and lets go only when all of them wait for it, so
 * that they really race for it however slowly the machine starts them.
 */
test.group('Operations | migrations from several processes at once', (group) => {
  let server: PrivateMariaDb
  group.setup(async () => {
    server = await startPrivateMariaDb()
    return () => server.destroy()
  })

  test('4 processes migrate an empty database exactly once, three times over', async ({ assert }) => {
    for (let round = 1; round <= ROUNDS; round++) {
      const database = `migrate_${round}`
      const admin = await server.connect()
      await admin.query(`CREATE DATABASE ${database}`)
      await admin.end()

      const env = { ...server.env(database), NODE_ENV: 'production', LOG_LEVEL: 'warn' }
      const held = await acquireMigrationLock({ ...dbOptions(server), database }, 5)
      const children = Array.from({ length: PROCESSES }, () =>
        spawnAce(['db:migrate', '--force', '--compact-output'], env)
      )
      try {
        await Promise.all(children.map((child) => child.waitFor('waiting for it', 120_000)))
      } finally {
        await held.release()
      }
      const codes = await Promise.all(children.map((child) => child.exited))
      const outputs = children.map((child) => child.output())

      assert.deepEqual(codes, Array(PROCESSES).fill(0), outputs.join('\n---\n'))
      assert.lengthOf(
        outputs.filter((output) => /Executed \d+ migrations/.test(output)),
        1,
        outputs.join('\n---\n')
      )
      assert.lengthOf(
        outputs.filter((output) => output.includes('Already up to date')),
        PROCESSES - 1
      )
      for (const output of outputs) assert.notMatch(output, /already exists|lock/i)

      const connection = await server.connect(database)
      const [rows] = await connection.query<RowDataPacket[]>(
        'SELECT name, COUNT(*) AS times FROM adonis_schema GROUP BY name'
      )
      await connection.end()
      assert.deepEqual(rows.map((row) => String(row.name)).sort(), await migrationFiles())
      assert.isTrue(rows.every((row) => Number(row.times) === 1))
    }
  }).timeout(600_000)
})

function dbOptions(server: PrivateMariaDb) {
  return { host: server.host, port: server.port, user: 'root', password: '' }
}
