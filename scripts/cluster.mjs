#!/usr/bin/env node
/**
 * Several api processes behind a load balancer, on one MySQL database, one Redis and one S3 bucket, and the checks
 * that they behave as one (issue 15's scale-out test; part of `npm test`).
 *
 *   node scripts/cluster.mjs [--processes 3] [--keep]
 *
 * Runs the built api (api/build: `npm run build` first) with the production settings of a multi-process install:
 * sessions and throttles on Redis, jobs on its queue, files on S3 (an S3 API served on loopback by s3rver), client
 * addresses from the balancer. Steps: N migrations started at once (one migrates, the others wait), the demo data,
 * N api processes and a round-robin balancer, then the checks. Exits 1 when a check fails. Its database is
 * `posted_workers_cluster` (wiped first), its Redis keys `pw-cluster:<pid>:` in database 2 (deleted at the end).
 * `--keep` leaves everything running until Ctrl-C, to look around at the printed address.
 */
import { spawn } from 'node:child_process'
import { statSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import mysql from 'mysql2/promise'
import { Redis } from 'ioredis'
import { paths, readDotEnv } from './bench/options.mjs'
import { freePort, run } from './bench/processes.mjs'
import { client } from './bench/http.mjs'

const args = process.argv.slice(2)
const PROCESSES = Number(args[args.indexOf('--processes') + 1]) || 3
const KEEP = args.includes('--keep')
const DATABASE = 'posted_workers_cluster'
const BUCKET = 'posted-workers-cluster'
const PROVIDER = 'eurofiscalis'

const results = []
function check(name, ok, detail = '') {
  results.push(ok)
  console.log(`${ok ? 'ok    ' : 'FAILED'} ${name}${detail ? `: ${detail}` : ''}`)
}

/** A Polish NIP nobody has yet: nine random digits and their check digit. */
function polishVatNumber() {
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7]
  for (;;) {
    const digits = Array.from(
      { length: 9 },
      (_, i) => (i === 0 ? 1 : 0) + Math.floor(Math.random() * (i === 0 ? 9 : 10))
    )
    const sum = digits.reduce((total, digit, i) => total + digit * weights[i], 0) % 11
    if (sum < 10) return `PL${digits.join('')}${sum}`
  }
}

/**
 * The balancer: each request to the next process in turn, the client's address passed on as X-Forwarded-For (a test
 * client may name one with X-Test-Client), and which process answered in X-Served-By.
 */
function startBalancer(ports, port) {
  let next = 0
  const server = http.createServer((request, response) => {
    const target = ports[next++ % ports.length]
    const headers = { ...request.headers }
    const client = headers['x-test-client'] ?? request.socket.remoteAddress
    delete headers['x-test-client']
    headers['x-forwarded-for'] = String(client)
    const upstream = http.request(
      { host: '127.0.0.1', port: target, method: request.method, path: request.url, headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': String(target) })
        answer.pipe(response)
      }
    )
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502)
      response.end()
    })
    request.pipe(upstream)
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

function startApi(env, port) {
  const child = spawn(process.execPath, ['bin/server.js'], {
    cwd: paths.build,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.log = ''
  const keep = (chunk) => (child.log = (child.log + chunk).slice(-20_000))
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  return child
}

async function waitReady(port, child) {
  for (let tries = 0; tries < 240; tries++) {
    if (child.exitCode !== null) throw new Error(`api on ${port} exited:\n${child.log}`)
    try {
      const response = await fetch(`http://127.0.0.1:${port}/health/ready`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`api on ${port} never became ready:\n${child.log}`)
}

/** Signs in through one process, as the apps do; the client keeps the session cookie. */
async function signInThrough(port, login, password) {
  const call = client(`http://127.0.0.1:${port}`)
  await call('POST', '/session/csrf')
  const answer = await call('POST', '/fr/api/auth/login', { login, password })
  return { call, answer }
}

async function sessionOn(port, cookie) {
  const response = await fetch(`http://127.0.0.1:${port}/fr/api/auth/session`, {
    headers: { Cookie: cookie, Accept: 'application/json' },
  })
  return (await response.json()).isLoggedIn === true
}

async function checkSessions(ports) {
  const { call } = await signInThrough(ports[0], 'demo', 'Demo1234!')
  const seen = await Promise.all(ports.map((port) => sessionOn(port, call.cookie())))
  check('a session opened on one process is signed in on every process', seen.every(Boolean), seen.join(', '))
  await call('POST', '/fr/api/auth/logout')
  const after = await Promise.all(ports.map((port) => sessionOn(port, call.cookie())))
  check(
    'signing out on one process ends the session on every process',
    after.every((on) => !on)
  )
}

async function checkThrottle(ports) {
  // Five wrong passwords lock an account whichever processes they reach.
  for (let attempt = 0; attempt < 5; attempt++) {
    await signInThrough(ports[attempt % ports.length], 'user1', 'wrong-password')
  }
  const statuses = []
  for (const port of ports) statuses.push((await signInThrough(port, 'user1', 'Demo1234!')).answer.status)
  check(
    'five wrong passwords spread over the processes lock the account on every process',
    statuses.every((status) => status === 429),
    statuses.join(', ')
  )
}

async function checkNumbering(balancer, ports, connection) {
  const count = 50
  const registrations = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const call = client(balancer)
      const body = {
        company: {
          name: `Cluster Cargo ${i} Sp. z o.o.`,
          vatNumber: polishVatNumber(),
          size: '50',
          address: {
            addressLines: ['ul. Długa 5', ''],
            postalCode: '00-238',
            city: 'Warszawa',
            countryCode: 'PL',
          },
        },
        profile: {
          civility: 'MR',
          firstName: 'Jan',
          lastName: 'Nowak',
          email: `cluster.${process.pid}.${i}@example.com`,
          password: 'Secret-Pass-42',
          confirmPassword: 'Secret-Pass-42',
          position: 'MANAGER',
          phone: { type: 'BUSINESS', number: '+48 601 234 567' },
        },
        promoCode: null,
        representativeCountries: [{ countryCode: 'FR', package: null, numberOfWorkers: 'more' }],
        conditions: true,
        mop: 'TRANSFER',
      }
      // Each company from its own network, as real ones would be: registrations are throttled per address.
      const headers = { 'X-Test-Client': `10.77.${i}.1` }
      await call('POST', '/session/csrf', undefined, headers)
      return call('POST', `/fr/api/${PROVIDER}/workers/register`, body, headers)
    })
  )
  const registered = registrations.filter((answer) => answer.status === 200).length
  check(
    `${count} companies register through the balancer`,
    registered === count,
    `${registered} answered 200${registered === count ? '' : `; first refusal: ${JSON.stringify(registrations.find((answer) => answer.status !== 200))}`.slice(0, 600)}`
  )

  const [requests] = await connection.query(
    "SELECT id FROM worker_requests WHERE status = 'pending_payment' AND mop = 'TRANSFER' ORDER BY id DESC LIMIT ?",
    [count]
  )
  const [[{ invoicesBefore }]] = await connection.query('SELECT COUNT(*) AS invoicesBefore FROM invoices')
  const today = new Date().toISOString().slice(0, 10)
  const admins = await Promise.all(
    ports.map(async (port) => (await signInThrough(port, 'admin', 'Admin1234!')).call)
  )
  const validations = await Promise.all(
    requests.map((request, i) =>
      admins[i % admins.length]('POST', `/fr/api/admin/requests/${request.id}/validate`, {
        startDates: [{ countryCode: 'FR', startDate: today }],
      })
    )
  )
  const validated = validations.filter((answer) => answer.status === 200).length
  check(
    `${count} validations at once, spread over the processes`,
    validated === count,
    `${validated} answered 200`
  )

  const [[{ invoicesAfter }]] = await connection.query('SELECT COUNT(*) AS invoicesAfter FROM invoices')
  const [numbers] = await connection.query(
    'SELECT sequence_year AS year, sequence_number AS n FROM invoices ORDER BY sequence_year, sequence_number'
  )
  const byYear = new Map()
  for (const { year, n } of numbers) byYear.set(year, [...(byYear.get(year) ?? []), n])
  const gaps = [...byYear].filter(([, list]) => list.some((n, i) => n !== i + 1)).map(([year]) => year)
  check(
    'the invoices they issued are numbered without gap nor repeat, per year',
    invoicesAfter - invoicesBefore === count && gaps.length === 0,
    `${invoicesAfter - invoicesBefore} new invoices${gaps.length ? `, gaps in ${gaps.join(', ')}` : ''}`
  )
}

async function countReminderMails(mailDirectory) {
  let sent = 0
  for (const file of await readdir(mailDirectory).catch(() => [])) {
    if ((await readFile(join(mailDirectory, file), 'utf8')).includes('renew=')) sent++
  }
  return sent
}

async function checkReminders(connection, mailDirectory, processes) {
  // Ten of the contracts just issued now end in a week: their 7-day reminder is due today, for every process.
  const [due] = await connection.query(
    `SELECT worker_contracts.id FROM worker_contracts JOIN companies ON companies.id = worker_contracts.company_id
     WHERE companies.name LIKE 'Cluster Cargo %' ORDER BY worker_contracts.id LIMIT 10`
  )
  await connection.query(
    'UPDATE worker_contracts SET end_date = DATE_ADD(UTC_DATE(), INTERVAL 6 DAY) WHERE id IN (?)',
    [due.map((row) => row.id)]
  )
  // Every process runs the queue with a reminder schedule firing every second: wait for the e-mails, then a few
  // more runs, which must send nothing more.
  const claimsAndRecipients = async () => {
    const [claims] = await connection.query(
      `SELECT (SELECT COUNT(*) FROM users WHERE users.company_id = worker_contracts.company_id
                 AND users.is_active = 1) AS recipients
       FROM contract_reminders JOIN worker_contracts ON worker_contracts.id = contract_reminders.worker_contract_id`
    )
    return { claims: claims.length, expected: claims.reduce((sum, row) => sum + Number(row.recipients), 0) }
  }
  const deadline = Date.now() + 30_000
  let figures = await claimsAndRecipients()
  while (Date.now() < deadline) {
    figures = await claimsAndRecipients()
    if (figures.claims >= due.length && (await countReminderMails(mailDirectory)) >= figures.expected) break
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  await new Promise((resolve) => setTimeout(resolve, 4000))
  figures = await claimsAndRecipients()
  const sent = await countReminderMails(mailDirectory)
  check(
    `${processes} processes scheduling reminders every second send each reminder once`,
    figures.claims >= due.length && sent === figures.expected,
    `${figures.claims} reminders claimed, ${sent} e-mails for ${figures.expected} recipients`
  )
}

async function checkFiles(ports, connection, s3Directory) {
  const [[target]] = await connection.query(
    `SELECT workers.id AS workerId, workers.company_id AS companyId FROM workers
     JOIN worker_contracts ON worker_contracts.id = workers.worker_contract_id
     JOIN users ON users.company_id = workers.company_id AND users.login = 'demo'
     WHERE worker_contracts.end_date >= UTC_DATE() AND worker_contracts.start_date <= UTC_DATE() LIMIT 1`
  )
  const bytes = Buffer.concat([
    Buffer.from('%PDF-1.4\n'),
    Buffer.alloc(3_000_000, 0x41),
    Buffer.from('\n%%EOF\n'),
  ])
  const { call } = await signInThrough(ports[0], 'demo', 'Demo1234!')
  const form = new FormData()
  form.append('files', new Blob([bytes], { type: 'application/pdf' }), `cluster-${process.pid}.pdf`)
  form.append('categories', 'OTHER')
  const base = `/fr/api/${PROVIDER}/workers/company/${target.companyId}`
  const uploaded = await fetch(
    `http://127.0.0.1:${ports[0]}${base}/worker/${target.workerId}/documents/upload`,
    {
      method: 'POST',
      headers: {
        Cookie: call.cookie(),
        'X-XSRF-TOKEN': decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(call.cookie())[1]),
      },
      body: form,
    }
  )
  const document = uploaded.ok ? (await uploaded.json()).files?.[0] : null
  const downloaded = document
    ? await fetch(`http://127.0.0.1:${ports.at(-1)}${base}/document/${document.id}/download`, {
        headers: { Cookie: call.cookie() },
      })
    : null
  const back = downloaded?.ok ? Buffer.from(await downloaded.arrayBuffer()) : Buffer.alloc(0)
  // The bytes went to the bucket, not to a disk of the process: s3rver keeps each object as a file of its size.
  const inBucket = (await readdir(s3Directory, { recursive: true, withFileTypes: true })).filter(
    (entry) => entry.isFile() && statSync(join(entry.parentPath, entry.name)).size === bytes.length
  ).length
  check(
    'a file uploaded through one process downloads, byte for byte, through another (S3)',
    Buffer.compare(back, bytes) === 0 && inBucket === 1,
    `upload ${uploaded.status}, download ${downloaded?.status ?? 'not tried'}, ${inBucket} object of its size in the bucket`
  )
}

/**
 * The S3 API on loopback the api tests use (api/tests/helpers/s3_server_main.ts, s3rver in a process of its own with
 * the OpenSSL flag its listings need), with `bucket` created; resolves with its port and a stop function.
 */
async function startS3(directory, bucket) {
  const child = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      '--import=ts-node-maintained/register/esm',
      'tests/helpers/s3_server_main.ts',
      directory,
      bucket,
    ],
    { cwd: join(paths.root, 'api'), stdio: ['pipe', 'pipe', 'pipe'] }
  )
  let output = ''
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise((resolve) => child.once('close', resolve))
  const port = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk
      const line = output.split('\n').find((text) => text.startsWith('{'))
      if (line) resolve(JSON.parse(line).port)
    })
    exited.then(() => reject(new Error(`the S3 server did not start:\n${output}`)))
  })
  return {
    port,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

async function main() {
  const dotEnv = readDotEnv()
  const redisPrefix = `pw-cluster:${process.pid}:`
  const mailDirectory = await mkdtemp(join(tmpdir(), 'pw-cluster-mails-'))
  const s3Directory = await mkdtemp(join(tmpdir(), 'pw-cluster-s3-'))
  const s3 = await startS3(s3Directory, BUCKET)
  const s3Port = s3.port
  const env = {
    ...process.env,
    ...dotEnv,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DB_DATABASE: DATABASE,
    DEMO_DATA: 'true',
    SECURE_COOKIES: 'false',
    TRUSTED_PROXIES: 'loopback',
    LOG_LEVEL: 'warn',
    SESSION_DRIVER: 'redis',
    LIMITER_STORE: 'redis',
    QUEUE_DRIVER: 'redis',
    REDIS_HOST: process.env.REDIS_HOST ?? '127.0.0.1',
    REDIS_PORT: process.env.REDIS_PORT ?? '6379',
    REDIS_DB: '2',
    REDIS_KEY_PREFIX: redisPrefix,
    REMINDERS_SCHEDULE: '* * * * * *',
    MAIL_MAILER: 'file',
    MAIL_FILE_PATH: mailDirectory,
    DRIVE_DISK: 's3',
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  }
  const children = []
  // However this script ends, its api processes end with it.
  process.on('exit', () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  })
  let balancer = null
  const redis = new Redis({ host: env.REDIS_HOST, port: Number(env.REDIS_PORT), db: 2, lazyConnect: true })
  let connection = null
  try {
    await run(process.execPath, [join(paths.root, 'scripts', 'db-prepare.mjs'), '--database', DATABASE], {
      cwd: paths.root,
      env,
    })
    await run(process.execPath, ['ace.js', 'db:wipe', '--force'], { cwd: paths.build, env })
    const migrations = await Promise.allSettled(
      Array.from({ length: PROCESSES }, () =>
        run(process.execPath, ['ace.js', 'db:migrate', '--force'], { cwd: paths.build, env })
      )
    )
    check(
      `${PROCESSES} migrations started at once all succeed`,
      migrations.every((result) => result.status === 'fulfilled'),
      migrations.map((result) => result.status).join(', ')
    )
    await run(process.execPath, ['ace.js', 'db:seed'], { cwd: paths.build, env })

    const ports = []
    for (let i = 0; i < PROCESSES; i++) ports.push(await freePort())
    for (const port of ports) children.push(startApi(env, port))
    await Promise.all(ports.map((port, i) => waitReady(port, children[i])))
    const balancerPort = await freePort()
    balancer = await startBalancer(ports, balancerPort)
    const balancerUrl = `http://127.0.0.1:${balancerPort}`
    console.log(`==> ${PROCESSES} api processes (${ports.join(', ')}) behind ${balancerUrl}`)

    connection = await mysql.createConnection({
      host: env.DB_HOST || '127.0.0.1',
      port: Number(env.DB_PORT || 3306),
      user: env.DB_USER,
      password: env.DB_PASSWORD || '',
      database: DATABASE,
    })
    await checkSessions(ports)
    await checkThrottle(ports)
    await checkNumbering(balancerUrl, ports, connection)
    await checkReminders(connection, mailDirectory, PROCESSES)
    await checkFiles(ports, connection, s3Directory)

    if (KEEP) {
      console.log(`==> Kept running at ${balancerUrl} (Ctrl-C to stop)`)
      await new Promise((resolve) => {
        process.once('SIGINT', resolve)
        process.once('SIGTERM', resolve)
      })
    }
  } finally {
    if (results.some((ok) => !ok)) {
      for (const child of children)
        console.log(`--- api process ${child.pid}, its last lines:\n${child.log.slice(-4000)}`)
    }
    await connection?.end()
    balancer?.close()
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve()
            child.once('exit', resolve)
            child.kill('SIGTERM')
          })
      )
    )
    const keys = await redis.keys(`${redisPrefix}*`).catch(() => [])
    if (keys.length) await redis.del(...keys)
    redis.disconnect()
    await s3.stop()
    await rm(mailDirectory, { recursive: true, force: true })
    await rm(s3Directory, { recursive: true, force: true })
  }
  const failed = results.filter((ok) => !ok).length
  console.log(failed ? `cluster: ${failed} check(s) failed` : 'cluster: every check passed')
  process.exitCode = failed ? 1 : 0
}

main().catch((error) => {
  console.error(`cluster: ${error.stack ?? error.message}`)
  process.exitCode = 1
})
