import { createHash } from 'node:crypto'
import { test } from '@japa/runner'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Connection, RowDataPacket } from 'mysql2/promise'
import { Disk } from '@adonisjs/drive'
import { FSDriver } from 'flydrive/drivers/fs'
import type { BackupManifest } from '#services/backup/manifest'
import { spawnAce } from '#tests/helpers/child_processes'
import { startPrivateMariaDb, type PrivateMariaDb } from '#tests/helpers/private_mariadb'
import { startS3Server } from '#tests/helpers/s3_server'
import { s3Disk, storedFiles } from '#tests/helpers/storage_disk'
import { testStorage } from '#tests/helpers/test_storage'

const DATABASE = 'shop'

/** Every table's checksum: equal checksums, equal rows. */
async function tableChecksums(server: PrivateMariaDb) {
  const connection: Connection = await server.connect(DATABASE)
  try {
    const [tables] = await connection.query<RowDataPacket[]>(
      'SHOW FULL TABLES WHERE Table_type = "BASE TABLE"'
    )
    const names = tables.map((row) => String(Object.values(row)[0])).sort()
    // A hash of each table's rows in a fixed order, not CHECKSUM TABLE: MariaDB's depends on how the rows are laid out
    // (a table rebuilt by a restore, or with a stored generated column as worker_documents has, sums differently with
    // the very same rows).
    const sums: Record<string, string> = {}
    for (const name of names) {
      const [rows] = await connection.query<RowDataPacket[]>('SELECT * FROM ??', [name])
      const lines = rows.map((row) =>
        JSON.stringify(Object.entries(row).sort(([a], [b]) => a.localeCompare(b)))
      )
      sums[name] = createHash('sha256').update(lines.sort().join('\n')).digest('hex')
    }
    return sums
  } finally {
    await connection.end()
  }
}

/**
 * The commands' own storage, on the run's kind (TEST_STORAGE): a folder of the test, or a bucket on an S3 server of
 * the test. `env` points the commands at it; `disk` is the test's view of it.
 */
async function privateStorage(dir: string) {
  if (testStorage() === 's3') {
    const server = await startS3Server('backup')
    return { env: server.env, disk: s3Disk(server), destroy: () => server.stop() }
  }
  const location = join(dir, 'files')
  return {
    env: { DRIVE_DISK: 'fs', STORAGE_PATH: location },
    disk: new Disk(new FSDriver({ location, visibility: 'private' })),
    destroy: async () => {},
  }
}

async function ace(args: string[], env: Record<string, string>) {
  const child = spawnAce(args, env)
  return { code: await child.exited, output: child.output() }
}

/**
 * npm run backup / npm run restore on a database and a storage of the test's own (a folder, or a bucket with
 * TEST_STORAGE=s3): a backup, a wipe, a restore find the same rows (table checksums) and the same files (content
 * hashes); a restore refuses to overwrite data unless forced, and when forced leaves nothing newer behind.
 */
test.group('Operations | backup and restore', (group) => {
  let server: PrivateMariaDb
  let dir: string
  let env: Record<string, string>
  let storage: Awaited<ReturnType<typeof privateStorage>>
  group.setup(async () => {
    server = await startPrivateMariaDb()
    dir = await mkdtemp(join(tmpdir(), 'pw-backup-'))
    storage = await privateStorage(dir)
    env = {
      ...server.env(DATABASE),
      ...storage.env,
      BACKUP_PATH: join(dir, 'backups'),
      DEMO_DATA: 'true',
    }
    return async () => {
      await server.destroy()
      await storage.destroy()
      await rm(dir, { recursive: true, force: true })
    }
  })

  test('back up, wipe, restore: same rows and files; refused over data unless forced', async ({ assert }) => {
    const admin = await server.connect()
    await admin.query(`CREATE DATABASE ${DATABASE}`)
    for (const args of [['db:migrate'], ['db:seed']]) {
      const run = await ace(args, env)
      assert.equal(run.code, 0, run.output)
    }
    // Bytes of every value, in a nested folder: copied as they are.
    await storage.disk.put(
      'documents/nested/all-bytes.bin',
      Buffer.from(Array.from({ length: 256 }, (_, byte) => byte))
    )
    const rows = await tableChecksums(server)
    const files = await storedFiles(storage.disk)
    assert.isAbove(Object.keys(files).length, 5)

    const backup = await ace(['backup:create'], env)
    assert.equal(backup.code, 0, backup.output)
    const [name] = await readdir(env.BACKUP_PATH)
    assert.match(name, /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ_shop$/)
    const folder = join(env.BACKUP_PATH, name)
    const manifest = JSON.parse(await readFile(join(folder, 'manifest.json'), 'utf8')) as BackupManifest
    assert.equal(manifest.database.name, DATABASE)
    assert.sameMembers(Object.keys(manifest.database.rows), Object.keys(rows))
    assert.isAbove(manifest.database.rows.users, 1)
    assert.equal(manifest.files.count, Object.keys(files).length)
    assert.deepEqual(Object.fromEntries(manifest.files.list.map((file) => [file.key, file.sha256])), files)

    const refused = await ace(['backup:restore', folder], env)
    assert.equal(refused.code, 1)
    assert.include(refused.output, 'Add --force')

    await admin.query(`DROP DATABASE ${DATABASE}`)
    await admin.query(`CREATE DATABASE ${DATABASE}`)
    await storage.disk.deleteAll('')
    const restore = await ace(['backup:restore', folder], env)
    assert.equal(restore.code, 0, restore.output)
    assert.deepEqual(await tableChecksums(server), rows)
    assert.deepEqual(await storedFiles(storage.disk), files)

    // Newer data, a newer table and a newer file: a forced restore leaves none of them.
    await admin.query(`UPDATE ${DATABASE}.users SET email = CONCAT('x', email)`)
    await admin.query(`CREATE TABLE ${DATABASE}.added_later (id INT PRIMARY KEY)`)
    await storage.disk.put('added-later.pdf', '%PDF-1.4 later')
    const forced = await ace(['backup:restore', folder, '--force'], env)
    assert.equal(forced.code, 0, forced.output)
    assert.deepEqual(await tableChecksums(server), rows)
    assert.deepEqual(await storedFiles(storage.disk), files)
    await admin.end()
  }).timeout(300_000)
})
