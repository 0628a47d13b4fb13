import { test } from '@japa/runner'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { cuid } from '@adonisjs/core/helpers'
import type { Connection, RowDataPacket } from 'mysql2/promise'
import { startApiServer, type ApiServer } from '#tests/helpers/api_server'
import { PROVIDER, polishVatNumber, registration, session, signIn } from '#tests/helpers/http_session'
import { spawnAce } from '#tests/helpers/child_processes'
import { startPrivateProduct, type PrivateProduct } from '#tests/helpers/private_product'
import { redisKeyPrefix } from '#config/redis'
import { deleteOwnKeys } from '#tests/helpers/redis'
import type { FaultPointName } from '#services/faults/fault_point'

/**
 * A process killed (SIGKILL: no shutdown, no rollback of its own) in the middle of each kind of write, at a named
 * fault point (app/services/faults/fault_point.ts), while another process of the same product keeps serving. After
 * it: no half-written row (the database rolls back the dead connection's transaction), no number lost from the
 * gapless sequences (their allocation rolls back with the rest), no row without its file, the files without their
 * row removed by the orphan sweep, the queued job run once by another process, and the customer's retry succeeds.
 */
function pdf(size: number) {
  return Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size, 0x43), Buffer.from('\n%%EOF\n')])
}

function uploadForm(names: string[]) {
  const form = new FormData()
  for (const name of names) {
    form.append('files', new Blob([pdf(50_000)], { type: 'application/pdf' }), name)
    form.append('categories', 'OTHER')
  }
  return form
}

async function rows<T>(connection: Connection, sql: string, values: unknown[] = []) {
  const [result] = await connection.query<RowDataPacket[]>(sql, values)
  return result as T[]
}

async function filesUnder(folder: string) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

test.group('Operations | a process killed mid-write', (group) => {
  let product: PrivateProduct
  let connection: Connection
  let storage: string
  let mails: string
  let env: Record<string, string>
  let survivor: ApiServer
  let customer: ReturnType<typeof session>
  let admin: ReturnType<typeof session>
  let demo: { companyId: number; workerId: number; driverId: number; email: string }

  group.setup(async () => {
    product = await startPrivateProduct('killed')
    ;({ connection, storage, mails, env } = product)
    survivor = await startApiServer(env)
    customer = await signIn(survivor, 'demo', 'Demo1234!')
    admin = await signIn(survivor, 'admin', 'Admin1234!')
    ;[demo] = await rows<typeof demo>(
      connection,
      `SELECT workers.company_id AS companyId, workers.id AS workerId, workers.driver_id AS driverId, users.email
       FROM workers JOIN worker_contracts ON worker_contracts.id = workers.worker_contract_id
       JOIN users ON users.company_id = workers.company_id AND users.login = 'demo'
       WHERE worker_contracts.start_date <= UTC_DATE() AND worker_contracts.end_date >= UTC_DATE() LIMIT 1`
    )
    return async () => {
      survivor.process.kill('SIGKILL')
      await product.destroy()
    }
  })

  /**
   * Starts a process that stops at `point`, sends it the request `send` makes, kills it there and waits for its
   * end: the request gets no answer.
   */
  async function killedAt(point: FaultPointName, send: (doomed: ApiServer) => Promise<Response>, extra = {}) {
    const doomed = await startApiServer({ ...env, ...extra, FAULT_POINT: point })
    // The answer is whole only once its body has ended: a body cut off halfway is no answer.
    const answered = send(doomed)
      .then(async (response) => {
        await response.arrayBuffer()
        return response.status
      })
      .catch(() => 'no answer')
    await doomed.waitFor(`fault point reached: ${point}`, 60_000)
    doomed.process.kill('SIGKILL')
    await doomed.exited
    return answered
  }

  async function sweepOrphans() {
    const sweep = spawnAce(['storage:sweep-orphans', '--min-age-minutes', '0'], {
      ...env,
      NODE_ENV: 'production',
    })
    if ((await sweep.exited) !== 0) throw new Error(sweep.output())
  }

  const documentsPath = () =>
    `/fr/api/${PROVIDER}/workers/company/${demo.companyId}/worker/${demo.workerId}/documents/upload`
  const documentsNamed = (prefix: string) =>
    rows<{ id: number }>(connection, 'SELECT id FROM worker_documents WHERE file_name LIKE ?', [`${prefix}%`])

  for (const point of ['upload.filesStored', 'upload.beforeCommit'] as const) {
    test(`a multi-file upload killed at ${point}: no row, its files swept, the retry stores both`, async ({
      assert,
    }) => {
      const prefix = `killed-${point.split('.')[1]}-`
      const names = [`${prefix}1.pdf`, `${prefix}2.pdf`]
      const folder = join(storage, 'drivers', String(demo.companyId), String(demo.driverId))
      const before = await filesUnder(folder)

      const answer = await killedAt(point, (doomed) =>
        customer.call(doomed, 'POST', documentsPath(), uploadForm(names))
      )

      assert.equal(answer, 'no answer')
      assert.lengthOf(await documentsNamed(prefix), 0, 'no row of the killed upload')
      const left = (await filesUnder(folder)).filter((file) => !before.includes(file))
      assert.lengthOf(left, 2, 'its two files were stored before the process died')
      await sweepOrphans()
      assert.sameMembers(await filesUnder(folder), before, 'the sweep removed them, and only them')

      const retry = await customer.call(survivor, 'POST', documentsPath(), uploadForm(names))
      assert.equal(retry.status, 200)
      const stored = await rows<{ key: string }>(
        connection,
        'SELECT file_key AS `key` FROM worker_documents WHERE file_name LIKE ?',
        [`${prefix}%`]
      )
      assert.lengthOf(stored, 2)
      const files = await filesUnder(folder)
      for (const { key } of stored) assert.include(files, join(storage, key), 'every row has its file')
    }).timeout(180_000)
  }

  test('a registration killed before its commit leaves no company, user nor request; the retry registers', async ({
    assert,
  }) => {
    const vatNumber = polishVatNumber()
    const email = `killed.${cuid()}@example.com`
    const visitor = session()
    await visitor.call(survivor, 'POST', '/session/csrf')
    const path = `/fr/api/${PROVIDER}/workers/register`

    const answer = await killedAt('registration.beforeCommit', (doomed) =>
      visitor.call(doomed, 'POST', path, registration(vatNumber, email))
    )

    assert.equal(answer, 'no answer')
    assert.lengthOf(await rows(connection, 'SELECT id FROM companies WHERE vat_number = ?', [vatNumber]), 0)
    assert.lengthOf(await rows(connection, 'SELECT id FROM users WHERE email = ?', [email]), 0)
    assert.lengthOf(
      await rows(connection, 'SELECT id FROM user_identifiers WHERE identifier = ?', [email]),
      0
    )
    const retry = await visitor.call(survivor, 'POST', path, registration(vatNumber, email))
    assert.equal(retry.status, 200)
    assert.lengthOf(await rows(connection, 'SELECT id FROM companies WHERE vat_number = ?', [vatNumber]), 1)
  }).timeout(180_000)

  /** A transfer ordered by a new company, waiting for the staff's validation. */
  async function pendingRequest() {
    const vatNumber = polishVatNumber()
    const visitor = session()
    await visitor.call(survivor, 'POST', '/session/csrf')
    const registered = await visitor.call(
      survivor,
      'POST',
      `/fr/api/${PROVIDER}/workers/register`,
      registration(vatNumber, `killed.${cuid()}@example.com`)
    )
    if (registered.status !== 200)
      throw new Error(`registration: ${registered.status} ${await registered.text()}`)
    const [request] = await rows<{ id: number }>(
      connection,
      `SELECT worker_requests.id FROM worker_requests JOIN companies ON companies.id = worker_requests.company_id
       WHERE companies.vat_number = ?`,
      [vatNumber]
    )
    return request.id
  }

  const numbers = (table: 'invoices' | 'credit_notes') =>
    rows<{ year: number; n: number }>(
      connection,
      `SELECT sequence_year AS year, sequence_number AS n FROM ${table} ORDER BY sequence_year, sequence_number`
    )
  const gapless = (list: { year: number; n: number }[]) =>
    [...new Set(list.map((row) => row.year))].every((year) =>
      list.filter((row) => row.year === year).every((row, index) => row.n === index + 1)
    )

  test('a validation killed before its commit issues no invoice and takes no number; the retry takes the next one', async ({
    assert,
  }) => {
    const requestId = await pendingRequest()
    const issued = await numbers('invoices')
    const startDates = [{ countryCode: 'FR', startDate: new Date().toISOString().slice(0, 10) }]
    const path = `/fr/api/admin/requests/${requestId}/validate`

    const answer = await killedAt('validation.beforeCommit', (doomed) =>
      admin.call(doomed, 'POST', path, { startDates })
    )

    assert.equal(answer, 'no answer')
    const [request] = await rows<{ status: string }>(
      connection,
      'SELECT status FROM worker_requests WHERE id = ?',
      [requestId]
    )
    assert.equal(request.status, 'pending_payment')
    assert.deepEqual(await numbers('invoices'), issued, 'no invoice, no number taken')
    const retry = await admin.call(survivor, 'POST', path, { startDates })
    assert.equal(retry.status, 200)
    const after = await numbers('invoices')
    assert.isAbove(after.length, issued.length)
    assert.isTrue(gapless(after), 'the numbers of every year run without a gap')
  }).timeout(180_000)

  test('a credit note killed before its commit takes no number; the retry takes the next one', async ({
    assert,
  }) => {
    const [invoice] = await rows<{ id: number }>(
      connection,
      'SELECT id FROM invoices ORDER BY id DESC LIMIT 1'
    )
    const issued = await numbers('credit_notes')
    const body = { date: new Date().toISOString().slice(0, 10), amount: 100 }
    const path = `/fr/api/admin/creditnotes/invoice/${invoice.id}/creditnote/create`

    const answer = await killedAt('creditNote.beforeCommit', (doomed) =>
      admin.call(doomed, 'POST', path, body)
    )

    assert.equal(answer, 'no answer')
    assert.deepEqual(await numbers('credit_notes'), issued)
    const retry = await admin.call(survivor, 'POST', path, body)
    assert.equal(retry.status, 200)
    const after = await numbers('credit_notes')
    assert.lengthOf(after, issued.length + 1)
    assert.isTrue(gapless(after))
  }).timeout(180_000)

  test('an export killed mid-stream gives a broken download and writes nothing; the retry downloads it whole', async ({
    assert,
  }) => {
    const path = '/fr/api/admin/companies/export'
    const answer = await killedAt('export.streaming', (doomed) => admin.call(doomed, 'GET', path))
    assert.equal(answer, 'no answer', 'the body never ends')

    const retry = await admin.call(survivor, 'GET', path)
    assert.equal(retry.status, 200)
    const bytes = Buffer.from(await retry.arrayBuffer())
    assert.equal(bytes.subarray(0, 2).toString(), 'PK')
    // A whole ZIP (an .xlsx) ends with its end-of-central-directory record.
    assert.isAbove(bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])), bytes.length - 100)
  }).timeout(180_000)

  test('an e-mail job whose process dies while sending is sent once, by another process', async ({
    assert,
  }) => {
    const run = `killed-${cuid()}`
    const queue = {
      QUEUE_DRIVER: 'redis',
      REDIS_HOST: process.env.REDIS_HOST ?? '127.0.0.1',
      REDIS_PORT: process.env.REDIS_PORT ?? '6379',
      REDIS_DB: '1',
      REDIS_KEY_PREFIX: `${redisKeyPrefix}${run}:`,
      // The product's recovery with a shorter lock, so that the test waits seconds rather than the default 45.
      QUEUE_LOCK_SECONDS: '4',
    }
    const sent = async () => (await readdir(mails)).length
    const before = await sent()
    let rescuer: ApiServer | null = null
    try {
      const visitor = session()
      const answer = await killedAt(
        'mail.beforeSend',
        async (doomed) => {
          await visitor.call(doomed, 'POST', '/session/csrf')
          // Answered at once: the e-mail is a job, which the doomed process takes from the queue.
          const asked = await visitor.call(doomed, 'POST', '/fr/api/auth/reset-password', {
            email: demo.email,
          })
          return asked
        },
        queue
      )
      assert.equal(answer, 200, 'the request was answered; its e-mail job was in hand when the process died')
      assert.equal(await sent(), before)

      rescuer = await startApiServer({ ...env, ...queue })
      // The job's lock expires (4 s), the next stalled check (every 2 s) puts it back, the rescuer sends it.
      const deadline = Date.now() + 90_000
      while ((await sent()) === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500))
      await new Promise((resolve) => setTimeout(resolve, 3000))
      assert.equal((await sent()) - before, 1, 'sent once')
      assert.include(rescuer.output(), 'a job stalled')
    } finally {
      rescuer?.process.kill('SIGKILL')
      await deleteOwnKeys(`${run}:*`)
    }
  }).timeout(240_000)
})
