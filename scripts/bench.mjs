#!/usr/bin/env node
/**
 * Benchmark of the main lists and calls over a large volume of data (run by hand; tests never assert timings).
 *
 *   node scripts/bench.mjs [options]
 *
 *   --companies N     companies to generate (default 5000); requests, contracts, workers and invoices follow
 *   --big-workers N   workers on the big company's running contract (default 1500)
 *   --runs N          timed runs of each call (default 30), after 3 warm-up runs
 *   --seed N          seed of the data generator (default 42): the same seed gives the same data
 *   --reuse           keep the data already loaded: only run pending migrations, then measure
 *   --source          run the api from its TypeScript sources (ts-node), even when api/build is fresh
 *   --build           run the built api (api/build), even when it looks older than the sources
 *   --database NAME   database to use (default posted_workers_bench; it is wiped unless --reuse)
 *   --port N          port of the api under test (default 3420)
 *
 * Steps: prepares its own database (db-prepare, db:wipe, migration:run, db:seed with the demo data), bulk-inserts
 * the volume with multi-row INSERTs, starts the api in production mode, signs in over HTTP as the demo admin and as
 * the customer of the biggest company, times the calls, prints median / p95 / max and the rows returned, flags any
 * call whose p95 exceeds 200 ms, and prints the EXPLAIN of the heaviest lists' SQL (a full scan shows as type ALL).
 * The server is stopped at the end, also on error or Ctrl-C.
 */
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs'
import net from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { performance } from 'node:perf_hooks'
import mysql from 'mysql2/promise'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const apiDir = join(root, 'api')
const buildDir = join(apiDir, 'build')

// ---------------------------------------------------------------------------------------------------------------
// Options and environment
// ---------------------------------------------------------------------------------------------------------------

function parseArgs(argv) {
  const options = {
    companies: 5000,
    bigWorkers: 1500,
    runs: 30,
    seed: 42,
    reuse: false,
    mode: null,
    database: 'posted_workers_bench',
    port: 3420,
  }
  const numeric = {
    '--companies': 'companies',
    '--big-workers': 'bigWorkers',
    '--runs': 'runs',
    '--seed': 'seed',
  }
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]
    if (numeric[arg] || arg === '--port') {
      const value = Number(argv[++i])
      if (!Number.isInteger(value) || value < 1) throw new Error(`${arg} needs a positive whole number`)
      options[numeric[arg] ?? 'port'] = value
    } else if (arg === '--database') {
      options.database = argv[++i]
      if (!/^[A-Za-z0-9_]+$/.test(options.database ?? '')) throw new Error('--database needs a plain name')
    } else if (arg === '--reuse') options.reuse = true
    else if (arg === '--source') options.mode = 'source'
    else if (arg === '--build') options.mode = 'build'
    else if (arg === '--help' || arg === '-h') {
      const text = readFileSync(fileURLToPath(import.meta.url), 'utf8')
      console.log(text.slice(text.indexOf('/**'), text.indexOf('*/') + 2))
      process.exit(0)
    } else throw new Error(`Unknown option ${arg} (see --help)`)
  }
  return options
}

function readDotEnv() {
  const file = join(apiDir, '.env')
  const values = {}
  if (existsSync(file)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line)
      if (match) values[match[1]] = match[2].replace(/^['"]|['"]$/g, '')
    }
  }
  return values
}

/** The newest modification time under a folder (TypeScript and JSON sources only). */
function newestSource(folder) {
  let newest = 0
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path))
    else if (/\.(ts|json)$/.test(entry.name)) newest = Math.max(newest, statSync(path).mtimeMs)
  }
  return newest
}

/** The production build when it exists and is not older than the sources, else the TypeScript sources. */
function chooseMode(requested) {
  const server = join(buildDir, 'bin', 'server.js')
  if (requested === 'source') return 'source'
  if (!existsSync(server)) {
    if (requested === 'build') throw new Error('api/build does not exist: run `bash scripts/build.sh` first')
    return 'source'
  }
  if (requested === 'build') return 'build'
  const built = statSync(server).mtimeMs
  const sources = Math.max(
    ...['app', 'start', 'config', 'database', 'commands'].map((folder) => newestSource(join(apiDir, folder)))
  )
  if (sources > built) {
    console.log(
      'note: api/build is older than the api sources: running the TypeScript sources (--build to force)'
    )
    return 'source'
  }
  return 'build'
}

// ---------------------------------------------------------------------------------------------------------------
// Child processes: ace commands and the server
// ---------------------------------------------------------------------------------------------------------------

function run(command, args, { cwd, env, quiet = true }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
      if (!quiet) process.stdout.write(chunk)
    })
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code === 0) resolve(output)
      else reject(new Error(`${command} ${args.join(' ')} failed (exit ${code}):\n${output.slice(-4000)}`))
    })
  })
}

function ace(mode, args, env) {
  return mode === 'build'
    ? run(process.execPath, ['ace.js', ...args], { cwd: buildDir, env })
    : run(process.execPath, ['ace', ...args], { cwd: apiDir, env })
}

let server = null

function startServer(mode, env) {
  const args =
    mode === 'build' ? ['bin/server.js'] : ['--import=ts-node-maintained/register/esm', 'bin/server.ts']
  const child = spawn(process.execPath, args, {
    cwd: mode === 'build' ? buildDir : apiDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  const keep = (chunk) => {
    log = (log + chunk).slice(-8000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  child.exited = new Promise((resolve) => child.on('exit', resolve))
  child.log = () => log
  server = child
  return child
}

async function stopServer() {
  const child = server
  server = null
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), 10_000))
  if ((await Promise.race([child.exited, timeout])) === 'timeout') child.kill('SIGKILL')
}

process.on('exit', () => {
  if (server && server.exitCode === null) server.kill('SIGKILL')
})
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await stopServer()
    process.exit(130)
  })
}

function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

async function waitForServer(baseUrl, child) {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The api exited (code ${child.exitCode}):\n${child.log()}`)
    try {
      const response = await fetch(`${baseUrl}/en/api/auth/session`, {
        headers: { Accept: 'application/json' },
      })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The api did not answer within 120 s:\n${child.log()}`)
}

// ---------------------------------------------------------------------------------------------------------------
// Data generation
// ---------------------------------------------------------------------------------------------------------------

/** mulberry32: a small seeded generator, so a seed always gives the same data. */
function generator(seed) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (probability) => next() < probability,
  }
}

const DAY_MS = 86_400_000
const CONTRACT_DAYS = 183
const todayIso = () => new Date().toISOString().slice(0, 10)
const addDays = (date, days) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
const daysBetween = (from, to) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS)
const endOf = (start) => addDays(start, CONTRACT_DAYS - 1)
const at = (date, minutes) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + minutes * 60_000).toISOString().slice(0, 19).replace('T', ' ')

const PREFIXES = [
  'Trans',
  'Euro',
  'Nord',
  'Baltic',
  'Rapid',
  'Silesia',
  'Vistula',
  'Alpine',
  'Danube',
  'Iberia',
  'Mazovia',
  'Carpathia',
  'Hanza',
  'Odra',
  'Warta',
  'Polar',
  'Atlas',
  'Orion',
  'Delta',
  'Falcon',
  'Star',
  'Green Road',
  'Blue Line',
  'Eagle',
  'Continental',
  'Central',
  'Express',
  'Max',
  'Pol',
  'Inter',
]
const CORES = [
  'Logistics',
  'Cargo',
  'Freight',
  'Spedition',
  'Trucking',
  'Transport',
  'Carriers',
  'Haulage',
  'Trans',
]
const FORMS = [
  ['Sp. z o.o.', 'PL'],
  ['S.A.', 'PL'],
  ['Sp. j.', 'PL'],
  ['s.c.', 'PL'],
  ['SRL', 'RO'],
  ['Kft.', 'HU'],
  ['GmbH', 'AT'],
  ['s.r.o.', 'SK'],
  ['UAB', 'LT'],
  ['SARL', 'FR'],
  ['S.L.', 'ES'],
  ['Lda', 'PT'],
]
const CITIES = [
  ['Warszawa', '00-001'],
  ['Kraków', '30-001'],
  ['Łódź', '90-001'],
  ['Wrocław', '50-001'],
  ['Poznań', '60-001'],
  ['Gdańsk', '80-001'],
  ['Szczecin', '70-001'],
  ['Lublin', '20-001'],
  ['Katowice', '40-001'],
  ['Rzeszów', '35-001'],
  ['Białystok', '15-001'],
  ['Olsztyn', '10-001'],
  ['Kielce', '25-001'],
  ['Opole', '45-001'],
  ['Toruń', '87-100'],
]
const FIRST_NAMES = [
  'Piotr',
  'Krzysztof',
  'Andrzej',
  'Tomasz',
  'Paweł',
  'Jan',
  'Michał',
  'Marcin',
  'Grzegorz',
  'Józef',
  'Łukasz',
  'Adam',
  'Zbigniew',
  'Jerzy',
  'Tadeusz',
  'Mateusz',
  'Dariusz',
  'Mariusz',
  'Wojciech',
  'Ryszard',
  'Kamil',
  'Maciej',
  'Rafał',
  'Robert',
  'Jakub',
  'Sebastian',
  'Artur',
  'Daniel',
  'Marek',
  'Sławomir',
  'Anna',
  'Katarzyna',
  'Agnieszka',
  'Ewa',
  'Magdalena',
  'Joanna',
  'Ivan',
  'Oleksandr',
  'Mihai',
  'Andrei',
  'Ionut',
  'Viktor',
]
const LAST_NAMES = [
  'Nowak',
  'Kowalski',
  'Wiśniewski',
  'Wójcik',
  'Kowalczyk',
  'Kamiński',
  'Lewandowski',
  'Zieliński',
  'Szymański',
  'Woźniak',
  'Dąbrowski',
  'Kozłowski',
  'Jankowski',
  'Mazur',
  'Kwiatkowski',
  'Krawczyk',
  'Piotrowski',
  'Grabowski',
  'Nowakowski',
  'Pawłowski',
  'Michalski',
  'Nowicki',
  'Adamczyk',
  'Dudek',
  'Zając',
  'Wieczorek',
  'Jabłoński',
  'Król',
  'Majewski',
  'Olszewski',
  'Jaworski',
  'Wróbel',
  'Malinowski',
  'Pawlak',
  'Witkowski',
  'Walczak',
  'Stępień',
  'Górski',
  'Rutkowski',
  'Michalak',
  'Sikora',
  'Ostrowski',
  'Baran',
  'Duda',
  'Szewczyk',
  'Tomaszewski',
  'Pietrzak',
  'Marciniak',
  'Wróblewski',
  'Zalewski',
  'Jakubowski',
  'Jasiński',
  'Zawadzki',
  'Sadowski',
  'Bąk',
  'Chmielewski',
  'Włodarczyk',
  'Borkowski',
  'Czarnecki',
  'Sawicki',
  'Sokołowski',
  'Urbański',
  'Kubiak',
  'Maciejewski',
  'Szczepański',
  'Kucharski',
  'Wilk',
  'Kalinowski',
  'Lis',
  'Mazurek',
  'Wysocki',
  'Adamski',
  'Kaźmierczak',
  'Wasilewski',
  'Sobczak',
  'Czerwiński',
  'Andrzejewski',
  'Cieślak',
  'Głowacki',
  'Zakrzewski',
  'Kołodziej',
  'Sikorski',
  'Krajewski',
  'Gajewski',
  'Popescu',
  'Ionescu',
  'Shevchenko',
  'Bondarenko',
  'Kovalenko',
  'Horvath',
  'Nagy',
  'Kazlauskas',
  'Petrauskas',
]
const POSITIONS = ['MANAGER', 'PRESIDENT', 'GENERAL_DIRECTOR', 'OWNER', 'ACCOUNTANT', 'EXPORT_MANAGER']
const CATEGORIES = ['A1', 'WORK_CONTRACT', 'ATTESTATION_DETACHEMENT', 'SALARY', 'REGISTER_WORKING_TIME']
const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** A payment reference such as PW-2026-7KQ4M9XA, unique per id (a bijection of the id over 32^8 codes). */
function paymentReference(id, year) {
  let value = (BigInt(id) * 2_654_435_761n + 97_531n) % 32n ** 8n
  let code = ''
  for (let i = 0; i < 8; i += 1) {
    code = BASE32[Number(value % 32n)] + code
    value /= 32n
  }
  return `PW-${year}-${code}`
}

/**
 * Builds every row in memory (ids chosen here, after the seeded rows), in the shape of the migrations. Money in
 * cents, dates as 'YYYY-MM-DD', instants as UTC 'YYYY-MM-DD HH:MM:SS'.
 */
function generate(options, reference) {
  const rnd = generator(options.seed)
  const today = todayIso()
  const ids = { ...reference.nextIds }
  const nextId = (table) => ids[table]++
  const rows = {
    companies: [],
    users: [],
    profiles: [],
    profile_phones: [],
    worker_requests: [],
    worker_contracts: [],
    worker_request_lines: [],
    invoices: [],
    invoice_items: [],
    credit_notes: [],
    workers: [],
    worker_documents: [],
  }
  const countries = reference.countries
  const introducer = reference.introducer
  const invoiceDrafts = []

  const company = (index, big) => {
    const [form, countryCode] = big ? ['Sp. z o.o.', 'PL'] : rnd.pick(FORMS)
    const [city, postalCode] = rnd.pick(CITIES)
    const name = big
      ? 'Mega-Bench Logistics Sp. z o.o.'
      : `${rnd.pick(PREFIXES)} ${rnd.pick(CORES)} ${rnd.chance(0.5) ? city + ' ' : ''}${form}`
    const createdDay = addDays(today, -rnd.int(big ? 1200 : 30, 1400))
    const row = {
      id: nextId('companies'),
      name,
      vatNumber: `${countryCode}${String(8_100_000_000 + index)}`,
      addressLine1: `ul. ${rnd.pick(LAST_NAMES)}a ${rnd.int(1, 200)}`,
      postalCode,
      city,
      countryCode,
      locale: countryCode === 'FR' ? 'fr' : countryCode === 'PL' ? 'pl' : 'en',
      createdAt: at(createdDay, rnd.int(420, 1080)),
      migrated: big || rnd.chance(0.8),
    }
    rows.companies.push([
      row.id,
      row.name,
      row.vatNumber,
      row.addressLine1,
      null,
      row.postalCode,
      row.city,
      row.countryCode,
      rnd.pick(['10', '50', '100', '500', 'more']),
      'WORKER',
      row.migrated ? 1 : 0,
      null,
      null,
      rnd.chance(0.9) ? 'valid' : 'unchecked',
      null,
      null,
      row.createdAt,
      row.createdAt,
    ])
    const userId = nextId('users')
    const login = `bench${index + 1}`
    rows.users.push([
      userId,
      row.id,
      'customer',
      login,
      `contact${index + 1}@bench${index + 1}.example`,
      reference.passwordHash,
      row.locale,
      1,
      null,
      row.createdAt,
      row.createdAt,
    ])
    const profileId = nextId('profiles')
    rows.profiles.push([
      profileId,
      userId,
      rnd.chance(0.7) ? 'MR' : 'MRS',
      rnd.pick(FIRST_NAMES),
      rnd.pick(LAST_NAMES),
      null,
      rnd.pick(POSITIONS),
      row.createdAt,
      row.createdAt,
    ])
    rows.profile_phones.push([
      nextId('profile_phones'),
      profileId,
      'BUSINESS',
      `+48${500_000_000 + index}`,
      0,
    ])
    return {
      ...row,
      userId,
      login,
      customerAddress: `${row.addressLine1}\n${postalCode} ${city}\n${countryCode}`,
    }
  }

  const request = (owner, fields) => {
    const id = nextId('worker_requests')
    const createdAt = fields.createdAt
    rows.worker_requests.push([
      id,
      randomUUID(),
      owner.id,
      owner.userId,
      fields.type,
      fields.status,
      fields.mop,
      fields.introducer ? introducer.id : null,
      fields.introducer ? introducer.code : null,
      fields.amountCents,
      'EUR',
      paymentReference(id, createdAt.slice(0, 4)),
      fields.validatedAt ?? null,
      null,
      fields.removedAt ?? null,
      createdAt,
      fields.validatedAt ?? fields.removedAt ?? createdAt,
    ])
    return id
  }

  const line = (requestId, fields) => {
    rows.worker_request_lines.push([
      nextId('worker_request_lines'),
      requestId,
      fields.country.id,
      fields.signature,
      fields.allowed,
      fields.allowed,
      fields.monthly,
      fields.total,
      fields.startDate ?? null,
      fields.endDate ?? null,
      fields.sourceId ?? null,
      fields.contractId ?? null,
    ])
  }

  /** A package for a contract: unlimited, a per-worker package (w|4) or the introducer's unlimited price. */
  const offer = (minimum) => {
    const roll = rnd.next()
    if (minimum === null || roll < 0.35)
      return { allowed: null, signature: null, monthly: 7900, introducer: false }
    if (roll < 0.45)
      return { allowed: null, signature: null, monthly: introducer.unlimited, introducer: true }
    const allowed = rnd.int(Math.max(1, minimum), 12)
    return { allowed, signature: 'w|4', monthly: allowed * 400, introducer: false }
  }

  const invoice = (owner, contractId, requestId, issueDate, amount, description, country, period) => {
    invoiceDrafts.push({ owner, contractId, requestId, issueDate, amount, description, country, period })
  }

  const addWorkers = (owner, contractId, count, createdDay) => {
    for (let i = 0; i < count; i += 1) {
      const workerId = nextId('workers')
      const first = rnd.pick(FIRST_NAMES)
      const last = rnd.pick(LAST_NAMES)
      const createdAt = at(createdDay, rnd.int(480, 1200))
      rows.workers.push([
        workerId,
        owner.id,
        contractId,
        rnd.chance(0.93) ? 'MR' : 'MRS',
        first,
        last,
        `${rnd.int(1960, 2001)}-${String(rnd.int(1, 12)).padStart(2, '0')}-${String(rnd.int(1, 28)).padStart(2, '0')}`,
        rnd.pick(CITIES)[0],
        'PL',
        rnd.chance(0.85) ? 'PL' : rnd.pick(['UA', 'RO', 'LT', 'BY']),
        createdAt,
        createdAt,
      ])
      const documents = rnd.chance(0.4) ? rnd.int(1, 3) : 0
      for (let d = 0; d < documents; d += 1) {
        const category = CATEGORIES[d]
        rows.worker_documents.push([
          nextId('worker_documents'),
          workerId,
          `${category} ${last} ${workerId}-${d}.pdf`,
          category,
          'application/pdf',
          rnd.int(20_000, 900_000),
          `bench/workers/${workerId}/${d}.pdf`,
          createdAt,
          createdAt,
        ])
      }
    }
  }

  /** A chain of consecutive six-month contracts of one country, the first bought on `firstStart`. */
  const chain = (owner, country, firstStart, { first, big, bigWorkers = 0 }) => {
    let start = firstStart
    let previous = null
    const unlimited = { allowed: null, signature: null, monthly: 7900, introducer: false }
    let current = big ? unlimited : offer(1)
    while (true) {
      const scheduled = start > today
      const type = previous ? 'renewal' : first ? 'creation' : rnd.pick(['renewal', 'upgrade'])
      const requestDay = previous
        ? scheduled
          ? addDays(today, -rnd.int(0, 20))
          : addDays(start, -rnd.int(1, 15))
        : start
      const boughtDay = requestDay > today ? today : requestDay
      const createdAt = at(boughtDay, rnd.int(420, 1200))
      const validatedAt = at(boughtDay, rnd.int(1201, 1380))
      const total = current.monthly * 6
      const requestId = request(owner, {
        type,
        status: 'validated',
        mop: rnd.chance(0.6) ? 'CARD' : 'TRANSFER',
        introducer: current.introducer,
        amountCents: total,
        createdAt,
        validatedAt,
      })
      const contractId = nextId('worker_contracts')
      const end = endOf(start)
      let allowed = current.allowed
      let monthly = current.monthly
      // Some running per-worker contracts were upgraded (more drivers) after they started.
      let upgrade = null
      if (!scheduled && end >= today && allowed !== null && allowed < 12 && rnd.chance(0.15)) {
        upgrade = {
          day: addDays(start, rnd.int(0, Math.min(150, daysBetween(start, today)))),
          allowed: rnd.int(allowed + 1, 12),
        }
      }
      const finalAllowed = upgrade ? upgrade.allowed : allowed
      const finalMonthly = upgrade ? upgrade.allowed * 400 : monthly
      rows.worker_contracts.push([
        contractId,
        owner.id,
        country.id,
        requestId,
        current.introducer ? introducer.id : null,
        previous?.id ?? null,
        finalAllowed,
        finalMonthly,
        total,
        total + (upgrade ? (finalMonthly - monthly) * 3 : 0),
        'EUR',
        start,
        end,
        '[]',
        validatedAt,
        validatedAt,
        current.signature,
      ])
      line(requestId, {
        country,
        signature: current.signature,
        allowed,
        monthly,
        total,
        startDate: start,
        endDate: end,
        sourceId: previous?.id ?? null,
        contractId,
      })
      invoice(owner, contractId, requestId, boughtDay, total, `${country.name} ${start} – ${end}`, country, [
        start,
        end,
      ])
      if (upgrade) {
        const months = Math.max(1, Math.ceil((Date.parse(end) - Date.parse(upgrade.day)) / DAY_MS / 30))
        const difference = (finalMonthly - monthly) * months
        const upgradeAt = at(upgrade.day, rnd.int(420, 1200))
        const upgradeRequest = request(owner, {
          type: 'upgrade',
          status: 'validated',
          mop: 'CARD',
          introducer: false,
          amountCents: difference,
          createdAt: upgradeAt,
          validatedAt: upgradeAt,
        })
        line(upgradeRequest, {
          country,
          signature: 'w|4',
          allowed: upgrade.allowed,
          monthly: finalMonthly - monthly,
          total: difference,
          startDate: upgrade.day,
          endDate: end,
          sourceId: contractId,
          contractId,
        })
        invoice(
          owner,
          contractId,
          upgradeRequest,
          upgrade.day,
          difference,
          `${country.name} upgrade`,
          country,
          [upgrade.day, end]
        )
      }
      const workerCount =
        bigWorkers && !scheduled && end >= today
          ? bigWorkers
          : finalAllowed !== null
            ? rnd.int(Math.ceil(finalAllowed / 3), finalAllowed)
            : rnd.int(big ? 20 : 1, big ? 120 : 6)
      if (!scheduled) addWorkers(owner, contractId, workerCount, start)
      previous = { id: contractId, allowed: finalAllowed, end, scheduled }
      if (scheduled) break
      const next = addDays(end, 1)
      // Renewed ahead of time (a scheduled contract) now and then; an expired contract is renewed most of the time.
      if (next > today && !(big || rnd.chance(0.3))) break
      if (next <= today && !(big || rnd.chance(0.9))) break
      start = next
      first = false
      current =
        big || finalAllowed === null
          ? big || rnd.chance(0.9)
            ? { ...current }
            : offer(null)
          : offer(finalAllowed)
    }
    return previous
  }

  const pending = (owner, latest, country, type = 'creation') => {
    const status = rnd.chance(0.2) ? 'payment_failed' : 'pending_payment'
    const mop = status === 'payment_failed' || rnd.chance(0.4) ? 'CARD' : 'TRANSFER'
    const createdAt = at(addDays(today, -rnd.int(0, 20)), rnd.int(420, 1200))
    if (!latest) {
      const chosen = offer(1)
      const requestId = request(owner, {
        type,
        status,
        mop,
        introducer: chosen.introducer,
        amountCents: chosen.monthly * 6,
        createdAt,
      })
      line(requestId, {
        country,
        signature: chosen.signature,
        allowed: chosen.allowed,
        monthly: chosen.monthly,
        total: chosen.monthly * 6,
      })
      return
    }
    const active = latest.end >= today && !latest.scheduled
    if (active && latest.allowed !== null && latest.allowed < 12 && rnd.chance(0.4)) {
      const allowed = rnd.int(latest.allowed + 1, 12)
      const total = (allowed - latest.allowed) * 400 * 3
      const requestId = request(owner, {
        type: 'upgrade',
        status,
        mop,
        introducer: false,
        amountCents: total,
        createdAt,
      })
      line(requestId, {
        country,
        signature: 'w|4',
        allowed,
        monthly: (allowed - latest.allowed) * 400,
        total,
        endDate: latest.end,
        sourceId: latest.id,
      })
      return
    }
    const chosen = offer(latest.allowed)
    const requestId = request(owner, {
      type: 'renewal',
      status,
      mop,
      introducer: chosen.introducer,
      amountCents: chosen.monthly * 6,
      createdAt,
    })
    line(requestId, {
      country,
      signature: chosen.signature,
      allowed: chosen.allowed,
      monthly: chosen.monthly,
      total: chosen.monthly * 6,
      sourceId: latest.id,
    })
  }

  // The big company: every country, three years of renewals, many drivers on its running French contract.
  const big = company(0, true)
  for (const country of countries) {
    chain(big, country, addDays(today, -(CONTRACT_DAYS * 5 + rnd.int(0, 150))), {
      first: country === countries[0],
      big: true,
      bigWorkers: country.code === 'FR' ? options.bigWorkers : 0,
    })
  }

  for (let index = 1; index < options.companies; index += 1) {
    const owner = company(index, false)
    const picked = [...countries]
      .sort(() => rnd.next() - 0.5)
      .slice(0, rnd.chance(0.4) ? 1 : rnd.chance(0.7) ? 2 : 3)
    if (rnd.chance(0.05)) {
      // Registered lately, first order not paid yet (or given up and removed).
      if (rnd.chance(0.8)) pending(owner, null, picked[0])
      else {
        const createdAt = at(addDays(today, -rnd.int(10, 200)), 600)
        const requestId = request(owner, {
          type: 'creation',
          status: 'removed',
          mop: 'TRANSFER',
          amountCents: 47_400,
          createdAt,
          removedAt: at(addDays(createdAt.slice(0, 10), 14), 600),
        })
        line(requestId, { country: picked[0], signature: null, allowed: null, monthly: 7900, total: 47_400 })
      }
      continue
    }
    const latest = picked.map((country, i) =>
      chain(owner, country, addDays(today, -rnd.int(0, 450)), { first: i === 0, big: false })
    )
    if (rnd.chance(0.12)) {
      const createdAt = at(addDays(today, -rnd.int(1, 400)), 700)
      const requestId = request(owner, {
        type: 'renewal',
        status: 'removed',
        mop: 'TRANSFER',
        amountCents: 47_400,
        createdAt,
        removedAt: at(addDays(createdAt.slice(0, 10), 20), 700),
      })
      line(requestId, { country: picked[0], signature: null, allowed: null, monthly: 7900, total: 47_400 })
    }
    if (owner.migrated && rnd.chance(0.25)) {
      // A renewal or an upgrade of the first country; a country whose renewal is already scheduled cannot be
      // renewed again, so the order is then for a country the company has no contract in.
      const other = countries.find((country) => !picked.includes(country))
      if (!latest[0].scheduled) pending(owner, latest[0], picked[0])
      else if (other) pending(owner, null, other, 'renewal')
    }
  }

  // Invoice and credit-note numbers: gapless per year, in issue order, after the numbers already allocated.
  invoiceDrafts.sort((a, b) => (a.issueDate < b.issueDate ? -1 : a.issueDate > b.issueDate ? 1 : 0))
  const sequences = {
    invoice: { ...reference.sequences.invoice },
    credit_note: { ...reference.sequences.credit_note },
  }
  const allocate = (type, year) => {
    sequences[type][year] = (sequences[type][year] ?? 0) + 1
    return sequences[type][year]
  }
  for (const draft of invoiceDrafts) {
    const id = nextId('invoices')
    const year = Number(draft.issueDate.slice(0, 4))
    const number = allocate('invoice', year)
    const createdAt = at(draft.issueDate, 1380)
    rows.invoices.push([
      id,
      `F-${year}-${String(number).padStart(6, '0')}`,
      year,
      number,
      draft.owner.id,
      draft.contractId,
      draft.requestId,
      draft.issueDate,
      draft.owner.name,
      draft.owner.vatNumber,
      draft.owner.customerAddress,
      reference.sellerVatNumber,
      draft.amount,
      0,
      draft.amount,
      'EUR',
      draft.description,
      draft.owner.locale,
      null,
      null,
      createdAt,
      createdAt,
    ])
    rows.invoice_items.push([
      nextId('invoice_items'),
      id,
      draft.description,
      draft.country.code,
      draft.period[0],
      draft.period[1],
      1,
      draft.amount,
      draft.amount,
    ])
    if (rnd.chance(0.02)) {
      const issueDate =
        addDays(draft.issueDate, rnd.int(1, 30)) > today ? today : addDays(draft.issueDate, rnd.int(1, 30))
      const noteYear = Number(issueDate.slice(0, 4))
      const noteNumber = allocate('credit_note', noteYear)
      const noteAt = at(issueDate, 1390)
      rows.credit_notes.push([
        nextId('credit_notes'),
        `A-${noteYear}-${String(noteNumber).padStart(6, '0')}`,
        noteYear,
        noteNumber,
        id,
        draft.owner.id,
        issueDate,
        Math.min(draft.amount, 7900),
        'EUR',
        'Commercial discount',
        draft.owner.locale,
        null,
        null,
        noteAt,
        noteAt,
      ])
    }
  }
  // Credit notes were numbered in invoice order: renumber them by date so their numbers stay chronological too.
  renumberByDate(rows.credit_notes, reference.sequences.credit_note)

  return { rows, sequences, big }
}

function renumberByDate(notes, start) {
  notes.sort((a, b) => (a[6] < b[6] ? -1 : a[6] > b[6] ? 1 : a[0] - b[0]))
  const counters = { ...start }
  for (const note of notes) {
    const year = note[2]
    counters[year] = (counters[year] ?? 0) + 1
    note[1] = `A-${year}-${String(counters[year]).padStart(6, '0')}`
    note[3] = counters[year]
  }
}

const COLUMNS = {
  companies: [
    'id',
    'name',
    'vat_number',
    'address_line_1',
    'address_line_2',
    'postal_code',
    'city',
    'country_code',
    'size',
    'source',
    'migrated_to_mobility_packet',
    'web',
    'siret',
    'vat_status',
    'vat_checked_at',
    'vat_consultation_number',
    'created_at',
    'updated_at',
  ],
  users: [
    'id',
    'company_id',
    'role',
    'login',
    'email',
    'password',
    'locale',
    'is_active',
    'last_login_at',
    'created_at',
    'updated_at',
  ],
  profiles: [
    'id',
    'user_id',
    'civility',
    'first_name',
    'last_name',
    'middle_name',
    'position',
    'created_at',
    'updated_at',
  ],
  profile_phones: ['id', 'profile_id', 'type', 'number', 'position'],
  worker_requests: [
    'id',
    'request_id',
    'company_id',
    'user_id',
    'type',
    'status',
    'mop',
    'business_introducer_id',
    'promo_code',
    'amount_cents',
    'currency',
    'payment_reference',
    'validated_at',
    'validated_by_user_id',
    'removed_at',
    'created_at',
    'updated_at',
  ],
  worker_contracts: [
    'id',
    'company_id',
    'representative_country_id',
    'worker_request_id',
    'business_introducer_id',
    'renewed_from_contract_id',
    'allowed_number_of_workers',
    'monthly_amount_cents',
    'total_amount_cents',
    'total_billing_without_tax_cents',
    'currency',
    'start_date',
    'end_date',
    'dismissed_reminders',
    'created_at',
    'updated_at',
    'package_signature',
  ],
  worker_request_lines: [
    'id',
    'worker_request_id',
    'representative_country_id',
    'package_signature',
    'number_of_workers',
    'allowed_number_of_workers',
    'monthly_amount_cents',
    'total_amount_cents',
    'start_date',
    'end_date',
    'source_worker_contract_id',
    'worker_contract_id',
  ],
  invoices: [
    'id',
    'number',
    'sequence_year',
    'sequence_number',
    'company_id',
    'worker_contract_id',
    'worker_request_id',
    'issue_date',
    'customer_name',
    'customer_vat_number',
    'customer_address',
    'seller_vat_number',
    'amount_without_tax_cents',
    'amount_taxes_cents',
    'amount_with_taxes_cents',
    'currency',
    'description',
    'locale',
    'pdf_key',
    'created_by_user_id',
    'created_at',
    'updated_at',
  ],
  invoice_items: [
    'id',
    'invoice_id',
    'description',
    'representative_country_code',
    'period_start',
    'period_end',
    'quantity',
    'unit_amount_cents',
    'amount_cents',
  ],
  credit_notes: [
    'id',
    'number',
    'sequence_year',
    'sequence_number',
    'invoice_id',
    'company_id',
    'issue_date',
    'amount_cents',
    'currency',
    'reason',
    'locale',
    'pdf_key',
    'created_by_user_id',
    'created_at',
    'updated_at',
  ],
  workers: [
    'id',
    'company_id',
    'worker_contract_id',
    'civility',
    'first_name',
    'last_name',
    'date_of_birth',
    'city_of_birth',
    'country_code_of_birth',
    'country_code_of_nationality',
    'created_at',
    'updated_at',
  ],
  worker_documents: [
    'id',
    'worker_id',
    'file_name',
    'category',
    'mime',
    'size_bytes',
    'file_key',
    'created_at',
    'updated_at',
  ],
}

/** Worker contracts point at their renewed contract: inserted in id order, each after the one it renews. */
const LOAD_ORDER = [
  'companies',
  'users',
  'profiles',
  'profile_phones',
  'worker_requests',
  'worker_contracts',
  'worker_request_lines',
  'invoices',
  'invoice_items',
  'credit_notes',
  'workers',
  'worker_documents',
]

async function readReference(connection) {
  const [countries] = await connection.query(
    'SELECT id, code, name FROM representative_countries WHERE is_active = 1 ORDER BY is_mobility_package DESC, name'
  )
  const [[introducer]] = await connection.query(
    'SELECT id, code, unlimited_package_amount_cents AS unlimited FROM business_introducers ORDER BY id LIMIT 1'
  )
  const [[demo]] = await connection.query("SELECT password FROM users WHERE login = 'demo'")
  if (!demo) throw new Error('The demo customer is missing: the demo data was not seeded (DEMO_DATA=true)')
  const [[seller]] = await connection.query('SELECT seller_vat_number FROM invoices ORDER BY id LIMIT 1')
  const [sequenceRows] = await connection.query('SELECT type, year, last_number FROM document_sequences')
  const sequences = { invoice: {}, credit_note: {} }
  for (const row of sequenceRows) sequences[row.type][row.year] = row.last_number
  const nextIds = {}
  for (const table of LOAD_ORDER) {
    const [[row]] = await connection.query(`SELECT COALESCE(MAX(id), 0) + 1 AS next FROM \`${table}\``)
    nextIds[table] = Number(row.next)
  }
  return {
    countries,
    introducer,
    passwordHash: demo.password,
    sellerVatNumber: seller?.seller_vat_number ?? 'FR61852345677',
    sequences,
    nextIds,
  }
}

async function load(connection, options) {
  const reference = await readReference(connection)
  let started = performance.now()
  const { rows, sequences, big } = generate(options, reference)
  console.log(`  generated in ${Math.round(performance.now() - started)} ms`)
  started = performance.now()
  for (const table of LOAD_ORDER) {
    const list = table === 'credit_notes' ? rows[table].sort((a, b) => a[0] - b[0]) : rows[table]
    const tableStart = performance.now()
    await connection.beginTransaction()
    for (let i = 0; i < list.length; i += 1000) {
      await connection.query(
        `INSERT INTO \`${table}\` (${COLUMNS[table].map((c) => `\`${c}\``).join(', ')}) VALUES ?`,
        [list.slice(i, i + 1000)]
      )
    }
    await connection.commit()
    console.log(
      `  ${table.padEnd(22)} ${String(list.length).padStart(7)} rows  ${Math.round(performance.now() - tableStart)} ms`
    )
  }
  for (const type of ['invoice', 'credit_note']) {
    for (const [year, last] of Object.entries(sequences[type])) {
      await connection.query(
        `INSERT INTO document_sequences (type, year, last_number) VALUES (?, ?, ?)
         ON DUPLICATE KEY UPDATE last_number = VALUES(last_number)`,
        [type, Number(year), last]
      )
    }
  }
  console.log(`  loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  return big
}

// ---------------------------------------------------------------------------------------------------------------
// HTTP client with a cookie jar (session cookie, XSRF-TOKEN echoed as X-XSRF-TOKEN on writes)
// ---------------------------------------------------------------------------------------------------------------

function client(baseUrl) {
  const jar = new Map()
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
  return async function call(method, path, body) {
    const headers = { Accept: 'application/json', Cookie: cookieHeader() }
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    if (method !== 'GET' && jar.has('XSRF-TOKEN')) headers['X-XSRF-TOKEN'] = jar.get('XSRF-TOKEN')
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const index = pair.indexOf('=')
      jar.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim())
    }
    const text = await response.text()
    let json = null
    try {
      json = JSON.parse(text)
    } catch {
      // not JSON
    }
    return { status: response.status, headers: response.headers, json, text }
  }
}

async function signIn(baseUrl, login, password) {
  const call = client(baseUrl)
  await call('GET', '/en/api/auth/session')
  const answer = await call('POST', '/en/api/auth/login', { login, password })
  if (answer.status !== 200 || !answer.json?.isLoggedIn) {
    throw new Error(`Sign-in as ${login} failed (${answer.status}): ${answer.text.slice(0, 300)}`)
  }
  return call
}

// ---------------------------------------------------------------------------------------------------------------
// Measures
// ---------------------------------------------------------------------------------------------------------------

const SLOW_MS = 200

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

async function measure(name, runs, call, count) {
  let last = null
  for (let i = 0; i < 3; i += 1) last = await call()
  if (last.status !== 200) throw new Error(`${name} answered ${last.status}: ${last.text.slice(0, 300)}`)
  const times = []
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now()
    last = await call()
    times.push(performance.now() - started)
    if (last.status !== 200) throw new Error(`${name} answered ${last.status}: ${last.text.slice(0, 300)}`)
  }
  times.sort((a, b) => a - b)
  const range = last.headers.get('content-range')
  return {
    name,
    median: percentile(times, 50),
    p95: percentile(times, 95),
    max: times[times.length - 1],
    rows: count(last.json),
    total: range ? range.split('/')[1] : '',
  }
}

function printTable(headers, lines) {
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...lines.map((line) => String(line[i]).length))
  )
  const format = (cells) =>
    cells
      .map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i])))
      .join('  ')
  console.log(format(headers))
  console.log(widths.map((width) => '-'.repeat(width)).join('  '))
  for (const line of lines) console.log(format(line))
}

function explainQueries(ids) {
  const pending = "('pending_payment', 'payment_failed')"
  const like = "'%logistics%'"
  const requestText = `(companies.name LIKE ${like} OR companies.vat_number LIKE ${like}
      OR worker_requests.payment_reference LIKE ${like} OR worker_requests.request_id LIKE ${like})`
  const profileText = `(companies.name LIKE ${like} OR profiles.first_name LIKE ${like} OR profiles.last_name LIKE ${like}
      OR users.login LIKE ${like} OR users.email LIKE ${like})`
  const requests = 'FROM worker_requests INNER JOIN companies ON companies.id = worker_requests.company_id'
  const profiles = `FROM profiles INNER JOIN users ON users.id = profiles.user_id
      LEFT JOIN companies ON companies.id = users.company_id`
  // The SQL of app/services/requests/request_list.ts, profiles/profile_list.ts, the contracts and workers controllers.
  return [
    [
      'admin requests: count (default filter)',
      `SELECT COUNT(*) ${requests} WHERE worker_requests.status IN ${pending}`,
    ],
    [
      'admin requests: page (default filter, by company name)',
      `SELECT worker_requests.* ${requests} WHERE worker_requests.status IN ${pending}
       ORDER BY companies.name ASC, worker_requests.id ASC LIMIT 25`,
    ],
    [
      'admin requests: page (q)',
      `SELECT worker_requests.* ${requests} WHERE worker_requests.status IN ${pending} AND ${requestText}
       ORDER BY companies.name ASC, worker_requests.id ASC LIMIT 25`,
    ],
    // Without a text filter or a sort on the company name, the company is not joined.
    [
      'admin requests: page (all, by createdAt desc)',
      `SELECT worker_requests.* FROM worker_requests
       ORDER BY worker_requests.created_at DESC, worker_requests.id ASC LIMIT 25`,
    ],
    ['admin requests: count (all, by createdAt)', 'SELECT COUNT(*) FROM worker_requests'],
    [
      'admin requests: far page (all, by company name)',
      `SELECT worker_requests.* ${requests} ORDER BY companies.name ASC, worker_requests.id ASC LIMIT 25 OFFSET 9000`,
    ],
    [
      'admin requests: preload lines',
      `SELECT * FROM worker_request_lines WHERE worker_request_id IN (${ids.requestIds.join(', ')}) ORDER BY id`,
    ],
    [
      'admin profiles: page (q)',
      `SELECT profiles.* ${profiles} WHERE ${profileText} ORDER BY companies.name ASC, profiles.id ASC LIMIT 25`,
    ],
    [
      'company contracts',
      `SELECT * FROM worker_contracts WHERE company_id = ${ids.companyId} ORDER BY start_date DESC, id DESC`,
    ],
    [
      'contract invoices',
      `SELECT * FROM invoices WHERE worker_contract_id IN (SELECT id FROM worker_contracts
         WHERE company_id = ${ids.companyId} AND representative_country_id = ${ids.countryId})
       ORDER BY sequence_year DESC, sequence_number DESC`,
    ],
    [
      'contract workers (filter)',
      `SELECT workers.*, (SELECT COUNT(*) FROM worker_documents WHERE workers.id = worker_documents.worker_id)
         AS documents_count FROM workers WHERE worker_contract_id = ${ids.contractId}
         AND (first_name LIKE '%ski%' OR last_name LIKE '%ski%') ORDER BY last_name, first_name, id`,
    ],
    [
      'account state: pending request',
      `SELECT * FROM worker_requests WHERE company_id = ${ids.companyId} AND status IN ${pending}
       ORDER BY created_at DESC, id DESC LIMIT 1`,
    ],
  ]
}

async function explain(connection, ids) {
  const flagged = []
  for (const [title, sql] of explainQueries(ids)) {
    const [plan] = await connection.query(`EXPLAIN ${sql}`)
    console.log(`\n-- ${title}`)
    printTable(
      ['table', 'type', 'key', 'rows', 'extra'],
      plan.map((row) => [
        row.table ?? '',
        row.type ?? '',
        row.key ?? '',
        row.rows ?? '',
        `${row.Extra ?? ''}${row.type === 'ALL' && Number(row.rows) > 1000 ? '  <-- FULL SCAN' : ''}`,
      ])
    )
    if (plan.some((row) => row.type === 'ALL' && Number(row.rows) > 1000)) flagged.push(title)
  }
  return flagged
}

// ---------------------------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------------------------

async function main() {
  const options = parseArgs(process.argv.slice(2))
  const dotEnv = readDotEnv()
  const mode = chooseMode(options.mode)
  const baseUrl = `http://127.0.0.1:${options.port}`
  const storage = join(apiDir, 'tmp', 'bench-storage')
  mkdirSync(storage, { recursive: true })
  const env = {
    ...process.env,
    ...dotEnv,
    NODE_ENV: 'production',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    APP_URL: baseUrl,
    DB_DATABASE: options.database,
    SECURE_COOKIES: 'false',
    DEMO_DATA: 'true',
    SESSION_DRIVER: 'database',
    LIMITER_STORE: 'database',
    MAIL_MAILER: 'file',
    STORAGE_PATH: storage,
    LOG_LEVEL: 'warn',
    TZ: 'UTC',
  }
  if (!env.APP_KEY)
    throw new Error('api/.env has no APP_KEY: run `npm start` once (or scripts/ensure-env.mjs)')
  if (await portInUse(options.port)) throw new Error(`Port ${options.port} is already in use`)

  console.log(
    `==> Database ${options.database} (api from ${mode === 'build' ? 'api/build' : 'TypeScript sources'})`
  )
  await run(process.execPath, [join(root, 'scripts', 'db-prepare.mjs'), '--database', options.database], {
    cwd: root,
    env,
  })
  if (!options.reuse) await ace(mode, ['db:wipe', '--force'], env)
  await ace(mode, ['migration:run', '--force', '--disable-locks'], env)

  const connection = await mysql.createConnection({
    host: env.DB_HOST || '127.0.0.1',
    port: Number(env.DB_PORT || 3306),
    user: env.DB_USER,
    password: env.DB_PASSWORD || '',
    database: options.database,
    timezone: 'Z',
    dateStrings: true,
    charset: 'utf8mb4',
  })
  try {
    if (!options.reuse) {
      console.log('==> Seeding reference and demo data')
      await ace(mode, ['db:seed'], env)
      console.log(`==> Loading ${options.companies} companies`)
      await load(connection, options)
    }
    await connection.query(
      'ANALYZE TABLE companies, users, profiles, worker_requests, worker_request_lines, worker_contracts, invoices, credit_notes, workers, worker_documents'
    )
    const counts = {}
    for (const table of [
      'companies',
      'worker_requests',
      'worker_contracts',
      'invoices',
      'workers',
      'worker_documents',
    ]) {
      const [[row]] = await connection.query(`SELECT COUNT(*) AS n FROM \`${table}\``)
      counts[table] = Number(row.n)
    }
    console.log(
      `    ${Object.entries(counts)
        .map(([table, n]) => `${table} ${n}`)
        .join(', ')}`
    )

    // The company with the most workers, and its running contract with the most workers.
    const [[big]] = await connection.query(
      `SELECT workers.company_id AS companyId, workers.worker_contract_id AS contractId, COUNT(*) AS n,
              worker_contracts.representative_country_id AS countryId
       FROM workers JOIN worker_contracts ON worker_contracts.id = workers.worker_contract_id
       WHERE worker_contracts.end_date >= UTC_DATE() AND worker_contracts.start_date <= UTC_DATE()
       GROUP BY workers.company_id, workers.worker_contract_id, worker_contracts.representative_country_id
       ORDER BY n DESC LIMIT 1`
    )
    const [[bigUser]] = await connection.query(
      "SELECT login FROM users WHERE company_id = ? AND role = 'customer' ORDER BY id LIMIT 1",
      [big.companyId]
    )

    console.log(`==> Starting the api on ${baseUrl}`)
    const startedAt = performance.now()
    const child = startServer(mode, env)
    await waitForServer(baseUrl, child)
    console.log(`    ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`)

    const admin = await signIn(baseUrl, 'admin', 'Admin1234!')
    const customer = await signIn(baseUrl, bigUser.login, 'Demo1234!')
    console.log(
      `==> ${options.runs} runs per call; customer ${bigUser.login} (company ${big.companyId}, contract ${big.contractId} with ${big.n} workers)`
    )

    const q = (value) => encodeURIComponent(JSON.stringify(value))
    const length = (json) => (Array.isArray(json) ? json.length : '')
    const provider = dotEnv.PROVIDER_SEGMENT || 'eurofiscalis'
    const company = `/en/api/${provider}/company/${big.companyId}`
    const workers = `/en/api/${provider}/workers/company/${big.companyId}`
    const calls = [
      ['admin requests (default filter)', () => admin('GET', '/en/api/admin/requests'), length],
      [
        'admin requests q=logistics',
        () => admin('GET', `/en/api/admin/requests?filter=${q({ q: 'logistics' })}`),
        length,
      ],
      [
        'admin requests all, sort createdAt',
        () =>
          admin(
            'GET',
            `/en/api/admin/requests?filter=${q({ status: 'all' })}&sort=${q(['createdAt', 'DESC'])}`
          ),
        length,
      ],
      [
        'admin requests all, range 9000-9024',
        () => admin('GET', `/en/api/admin/requests?filter=${q({ status: 'all' })}&range=${q([9000, 9024])}`),
        length,
      ],
      [
        'admin requests default, range 9000-9024',
        () => admin('GET', `/en/api/admin/requests?range=${q([9000, 9024])}`),
        length,
      ],
      [
        'admin profiles q=logistics',
        () => admin('GET', `/en/api/admin/profiles?filter=${q({ q: 'logistics' })}`),
        length,
      ],
      ['admin profiles (default)', () => admin('GET', '/en/api/admin/profiles'), length],
      [
        'customer contracts',
        () => customer('GET', `${company}/contracts`),
        (json) => json.workerContracts.length,
      ],
      [
        'customer contract invoices',
        () => customer('GET', `/en/api/invoices/company/${big.companyId}/contract/${big.contractId}/list`),
        (json) => json.invoices.length,
      ],
      [
        'customer contract workers',
        () => customer('GET', `${workers}/contract/${big.contractId}/workers`),
        (json) => json.workers.length,
      ],
      [
        'customer contract workers filter=ski',
        () => customer('GET', `${workers}/contract/${big.contractId}/workers?filter=ski`),
        (json) => json.workers.length,
      ],
      [
        'customer checkUpgradeAccount',
        () => customer('GET', `${workers}/checkUpgradeAccount`),
        (json) => json.contracts.length,
      ],
      [
        'customer attachments',
        () => customer('GET', `${company}/attachments`),
        (json) => json.attachments.length,
      ],
      [
        'customer POST workers/quote',
        () =>
          customer('POST', `/en/api/${provider}/workers/quote`, {
            representativeCountries: [
              { countryCode: 'FR', package: 'w|4', numberOfWorkers: 5 },
              { countryCode: 'EU', package: null, numberOfWorkers: 'more' },
            ],
          }),
        (json) => json.rows.length,
      ],
    ]
    const results = []
    for (const [name, call, count] of calls) {
      const result = await measure(name, options.runs, call, count)
      results.push(result)
      process.stdout.write('.')
    }
    process.stdout.write('\n\n')
    const ms = (value) => value.toFixed(1)
    printTable(
      ['call', 'median ms', 'p95 ms', 'max ms', 'rows', 'total', ''],
      results.map((r) => [
        r.name,
        ms(r.median),
        ms(r.p95),
        ms(r.max),
        r.rows,
        r.total,
        r.p95 > SLOW_MS ? 'SLOW' : '',
      ])
    )

    const [someRequests] = await connection.query(
      "SELECT id FROM worker_requests WHERE status IN ('pending_payment', 'payment_failed') ORDER BY id LIMIT 25"
    )
    console.log('\n==> EXPLAIN of the heaviest lists (type ALL over many rows = full scan)')
    const scans = await explain(connection, {
      companyId: big.companyId,
      contractId: big.contractId,
      countryId: big.countryId,
      requestIds: someRequests.map((row) => row.id),
    })

    const slow = results.filter((r) => r.p95 > SLOW_MS)
    console.log('')
    if (slow.length) console.log(`SLOW (p95 > ${SLOW_MS} ms): ${slow.map((r) => r.name).join('; ')}`)
    else console.log(`No call has a p95 above ${SLOW_MS} ms.`)
    if (scans.length) console.log(`Full scans: ${scans.join('; ')}`)
  } finally {
    await connection.end()
    await stopServer()
  }
}

main().catch(async (error) => {
  console.error(`\nbench: ${error.message}`)
  await stopServer()
  process.exit(1)
})
