import { test } from '@japa/runner'
import { createHash } from 'node:crypto'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import { Disk } from '@adonisjs/drive'
import { FSDriver } from 'flydrive/drivers/fs'
import type { Connection, RowDataPacket } from 'mysql2/promise'
import { spawnAce } from '#tests/helpers/child_processes'
import { startPrivateMariaDb, type PrivateMariaDb } from '#tests/helpers/private_mariadb'

const DATABASE = 'drivers'
/** The last migration of the model where each contract had its own copy of a person. */
const BEFORE_DRIVERS = 30

const sha = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex')

async function migrationsAfter(number: number) {
  const files = await readdir(app.makePath('database/migrations'))
  return files.filter((file) => /^\d{4}_.*\.(ts|js)$/.test(file) && Number(file.slice(0, 4)) > number).length
}

async function rows<T = RowDataPacket>(connection: Connection, sql: string, values: unknown[] = []) {
  const [result] = await connection.query<RowDataPacket[]>(sql, values)
  return result as T[]
}

async function count(connection: Connection, table: string) {
  const [row] = await rows<{ n: number }>(connection, `SELECT COUNT(*) AS n FROM ${table}`)
  return Number(row.n)
}

/**
 * Migration 0031 on demo-shaped data of the old model: the demo seeded, the schema taken back to before drivers, then
 * the copies the old model made added (a renewal's copies of its drivers and of their files, a person declared
 * twice on one contract, the same name uploaded twice with other bytes); migrating again merges the people into
 * drivers and postings, keeps every file's bytes downloadable, and reports what it merged in the audit log.
 */
test.group('Operations | workers become drivers and postings (migration 0031)', (group) => {
  let server: PrivateMariaDb
  let dir: string
  let disk: Disk
  let env: Record<string, string>
  group.setup(async () => {
    server = await startPrivateMariaDb()
    dir = await mkdtemp(join(tmpdir(), 'pw-drivers-'))
    disk = new Disk(new FSDriver({ location: join(dir, 'files'), visibility: 'private' }))
    env = { ...server.env(DATABASE), DRIVE_DISK: 'fs', STORAGE_PATH: join(dir, 'files'), DEMO_DATA: 'true' }
    return async () => {
      await server.destroy()
      await rm(dir, { recursive: true, force: true })
    }
  })

  async function ace(args: string[]) {
    const child = spawnAce(args, env)
    const code = await child.exited
    return { code, output: child.output() }
  }

  test('copies merged into one driver per person, every file kept, the merge reported', async ({
    assert,
  }) => {
    const admin = await server.connect()
    await admin.query(`CREATE DATABASE ${DATABASE}`)
    await admin.end()
    for (const args of [
      ['db:migrate'],
      ['db:seed'],
      ['migration:rollback', `--step=${await migrationsAfter(BEFORE_DRIVERS)}`],
    ]) {
      const run = await ace(args)
      assert.equal(run.code, 0, run.output)
    }
    const db = await server.connect(DATABASE)
    try {
      // The demo customer's running French contract, renewed the old way: a new contract and a copy of each driver
      // with a copy of each file under a new key.
      const [france] = await rows<{ id: number; company_id: number; end_date: string }>(
        db,
        `SELECT worker_contracts.id, worker_contracts.company_id, DATE_FORMAT(end_date, '%Y-%m-%d') AS end_date
         FROM worker_contracts JOIN representative_countries ON representative_countries.id = representative_country_id
         JOIN users ON users.company_id = worker_contracts.company_id AND users.login = 'demo'
         WHERE representative_countries.code = 'FR'`
      )
      await db.query(
        `CREATE TEMPORARY TABLE renewal AS SELECT * FROM worker_contracts WHERE id = ?;
         UPDATE renewal SET id = (SELECT MAX(id) + 1 FROM worker_contracts), renewed_from_contract_id = ?,
           start_date = DATE_ADD(?, INTERVAL 1 DAY), end_date = DATE_ADD(?, INTERVAL 183 DAY), worker_request_id = NULL;
         INSERT INTO worker_contracts SELECT * FROM renewal;`,
        [france.id, france.id, france.end_date, france.end_date]
      )
      const [renewal] = await rows<{ id: number }>(db, 'SELECT MAX(id) AS id FROM worker_contracts')
      const drivers = await rows<{ id: number; last_name: string }>(
        db,
        'SELECT id, last_name FROM workers WHERE worker_contract_id = ? ORDER BY id',
        [france.id]
      )
      assert.isAtLeast(drivers.length, 3)

      // Every file's bytes, the demo's documents' with those added below, must still be behind a document after.
      const files = new Map<string, string>()
      for (const seeded of await rows<{ file_key: string }>(db, 'SELECT file_key FROM worker_documents')) {
        files.set(seeded.file_key, sha(Buffer.from(await disk.getBytes(seeded.file_key))))
      }
      async function addDocument(workerId: number, name: string, category: string, bytes: string) {
        const key = `workers/${france.company_id}/${workerId}/${sha(Buffer.from(`${workerId}${name}${bytes}`))}`
        await disk.put(key, bytes)
        files.set(key, sha(Buffer.from(bytes)))
        await db.query(
          `INSERT INTO worker_documents (worker_id, file_name, category, mime, size_bytes, file_key, created_at, updated_at)
           VALUES (?, ?, ?, 'application/pdf', ?, ?, NOW(), NOW())`,
          [workerId, name, category, Buffer.byteLength(bytes), key]
        )
      }
      for (const driver of drivers) {
        await addDocument(driver.id, 'A1.pdf', 'A1', `%PDF A1 of ${driver.last_name}`)
        await addDocument(driver.id, 'Umowa.pdf', 'WORK_CONTRACT', `%PDF contract of ${driver.last_name}`)
        const [{ insertId }] = (await db.query(
          `INSERT INTO workers (company_id, worker_contract_id, carried_from_worker_id, civility, first_name, last_name,
             date_of_birth, city_of_birth, country_code_of_birth, country_code_of_nationality, search_name, created_at, updated_at)
           SELECT company_id, ?, id, civility, first_name, last_name, date_of_birth, city_of_birth, country_code_of_birth,
             country_code_of_nationality, search_name, NOW(), NOW() FROM workers WHERE id = ?`,
          [renewal.id, driver.id]
        )) as unknown as [{ insertId: number }]
        await addDocument(insertId, 'A1.pdf', 'A1', `%PDF A1 of ${driver.last_name}`)
        await addDocument(insertId, 'Umowa.pdf', 'WORK_CONTRACT', `%PDF contract of ${driver.last_name}`)
      }
      // The first driver declared a second time on the French contract, with another A1 of the same name.
      const [{ insertId: twin }] = (await db.query(
        `INSERT INTO workers (company_id, worker_contract_id, civility, first_name, last_name, date_of_birth,
           city_of_birth, country_code_of_birth, country_code_of_nationality, search_name, created_at, updated_at)
         SELECT company_id, worker_contract_id, civility, UPPER(first_name), last_name, date_of_birth, city_of_birth,
           country_code_of_birth, country_code_of_nationality, search_name, NOW(), NOW() FROM workers WHERE id = ?`,
        [drivers[0].id]
      )) as unknown as [{ insertId: number }]
      await addDocument(twin, 'A1.pdf', 'A1', '%PDF another A1, scanned again')
      await addDocument(twin, 'Payslip.pdf', 'SALARY', '%PDF payslip')

      const people = await rows<{ n: number }>(
        db,
        `SELECT COUNT(DISTINCT company_id, LOWER(first_name), LOWER(last_name), date_of_birth) AS n FROM workers`
      )
      const before = { workers: await count(db, 'workers'), documents: await count(db, 'worker_documents') }

      const migrated = await ace(['db:migrate'])
      assert.equal(migrated.code, 0, migrated.output)

      // One driver per person; the twin's posting merged into the first, the renewal's postings kept.
      assert.equal(await count(db, 'drivers'), Number(people[0].n))
      assert.equal(await count(db, 'workers'), before.workers - 1)
      const renewalPostings = await rows<{ driver_id: number; carried_from_worker_id: number }>(
        db,
        'SELECT driver_id, carried_from_worker_id FROM workers WHERE worker_contract_id = ? ORDER BY id',
        [renewal.id]
      )
      assert.lengthOf(renewalPostings, drivers.length)
      const [firstDriver] = await rows<{ driver_id: number }>(
        db,
        'SELECT driver_id FROM workers WHERE id = ?',
        [drivers[0].id]
      )
      assert.equal(renewalPostings[0].driver_id, firstDriver.driver_id)
      // Mazur, on the Mobility Package and on the French contract, is one driver.
      const mazur = await rows<{ postings: number }>(
        db,
        `SELECT COUNT(*) AS postings FROM workers JOIN drivers ON drivers.id = workers.driver_id
         WHERE drivers.last_name = 'Mazur' GROUP BY drivers.id`
      )
      assert.lengthOf(mazur, 1)
      assert.isAtLeast(Number(mazur[0].postings), 3)

      // The renewal's copied files were byte-for-byte copies: merged; the twin's other A1 was renamed; every
      // file's bytes are still behind a document.
      const documents = await rows<{ file_key: string; file_name: string; worker_id: number | null }>(
        db,
        'SELECT file_key, file_name, worker_id FROM worker_documents'
      )
      assert.equal(documents.length, before.documents - 2 * drivers.length)
      const kept = new Set<string>()
      for (const document of documents) {
        assert.isTrue(await disk.exists(document.file_key), document.file_key)
        kept.add(sha(Buffer.from(await disk.getBytes(document.file_key))))
      }
      assert.sameMembers([...kept], [...new Set(files.values())])
      assert.include(
        documents.map((document) => document.file_name),
        'A1 (2).pdf'
      )
      assert.isTrue(
        documents.filter((document) => document.file_name.startsWith('A1')).every((d) => d.worker_id === null)
      )

      const [report] = await rows<{ payload: unknown }>(
        db,
        "SELECT payload FROM audit_logs WHERE action = 'driver.migration'"
      )
      const payload = typeof report.payload === 'string' ? JSON.parse(report.payload) : report.payload
      assert.containsSubset(payload, {
        workers: before.workers,
        drivers: Number(people[0].n),
        postingsMerged: 1,
        copiesMerged: 2 * drivers.length,
        renamed: 1,
      })
      const merges = await count(db, "audit_logs WHERE action = 'driver.merge'")
      assert.isAtLeast(merges, drivers.length)
    } finally {
      await db.end()
    }
  }).timeout(600_000)
})
