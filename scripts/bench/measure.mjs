/** Timings, their table, and the EXPLAIN of the heaviest lists. */
import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { LIST_COUNT_CAP } from '@posted-workers/domain'

export const SLOW_MS = 200

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/** CPU time (user + system) a process has used, in milliseconds (Linux /proc; 10 ms ticks). */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  // utime and stime are the 14th and 15th fields of the line, the 12th and 13th after "(comm) ".
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}

/**
 * Times `call` (`warmup` runs, 3 by default, then `runs` timed ones) and, given the api's pid, the CPU the api spent
 * on each call (its process's CPU time over the timed runs, divided by their number: what one call takes from
 * everyone else). The kernel counts that time in ticks of 10 ms: over 30 runs a figure moves by 0.33 ms a call.
 */
export async function measure(name, runs, call, count, pid, warmup = 3) {
  let last = null
  for (let i = 0; i < warmup; i += 1) last = await call()
  if (last.status !== 200) throw new Error(`${name} answered ${last.status}: ${last.text.slice(0, 300)}`)
  const times = []
  const cpuBefore = pid ? cpuMs(pid) : 0
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now()
    last = await call()
    times.push(performance.now() - started)
    if (last.status !== 200) throw new Error(`${name} answered ${last.status}: ${last.text.slice(0, 300)}`)
  }
  const cpu = pid ? (cpuMs(pid) - cpuBefore) / runs : null
  times.sort((a, b) => a - b)
  const range = last.headers.get('content-range')
  return {
    name,
    cpu,
    median: percentile(times, 50),
    p95: percentile(times, 95),
    max: times[times.length - 1],
    rows: count(last.json),
    total: range ? range.split('/')[1] : '',
  }
}

export function printTable(headers, lines) {
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

export function explainQueries(ids) {
  const pending = "('pending_payment', 'payment_failed')"
  // The customer's lists (the contracts and workers controllers); the back-office lists' own SQL is printed by
  // `node ace list:sql` and explained with their cases (bench/lists.mjs, bench/backoffice.mjs).
  return [
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
      `SELECT workers.id, drivers.first_name, drivers.last_name, workers.readiness FROM workers
         JOIN drivers ON drivers.id = workers.driver_id
         JOIN worker_contracts ON worker_contracts.id = workers.worker_contract_id
         WHERE workers.worker_contract_id = ${ids.contractId} AND drivers.search_name LIKE '%ski%'
         ORDER BY drivers.identity_key, workers.id`,
    ],
    [
      'contract workers: postings whose readiness is to be judged again (none: no row read)',
      `SELECT workers.id FROM workers
         JOIN worker_contracts ON worker_contracts.id = workers.worker_contract_id
         WHERE workers.readiness_valid_through < UTC_DATE() AND workers.worker_contract_id = ${ids.contractId}`,
    ],
    [
      "roster: postings whose readiness is to be judged again (none once its ended contracts' are settled)",
      `SELECT workers.id FROM workers
         JOIN worker_contracts ON worker_contracts.id = workers.worker_contract_id
         WHERE workers.readiness_valid_through < UTC_DATE() AND workers.company_id = ${ids.companyId}`,
    ],
    [
      'contract workers: documents shown, by driver and scope',
      `SELECT driver_id, scope_key, COUNT(*) FROM worker_documents
         WHERE driver_id IN (SELECT driver_id FROM workers WHERE worker_contract_id = ${ids.contractId})
         GROUP BY driver_id, scope_key`,
    ],
    [
      'roster page',
      `SELECT * FROM drivers WHERE company_id = ${ids.companyId} ORDER BY identity_key, id LIMIT 25 OFFSET 500`,
    ],
    [
      'account state: pending request',
      `SELECT * FROM worker_requests WHERE company_id = ${ids.companyId} AND status IN ${pending}
       ORDER BY created_at DESC, id DESC LIMIT 1`,
    ],
  ]
}

/** Rows a list's count may read (LIST_COUNT_CAP + 1, then it stops) without being a scan. */
const COUNTED_ROWS = LIST_COUNT_CAP + 1

/**
 * A full scan over a big table: `type ALL` (every row) or `type index` (every entry of an index, in its order) on a
 * table, not a derived table of a few matches, reading many rows: on MariaDB the plan is ANALYZEd (the statement
 * runs) and the rows it actually read count, more than a capped count reads and more than half of what the plan
 * expected (for such a type, about the whole table): an index walked in order for a page, `ORDER BY … LIMIT`, stops
 * at the page, and a page far into the list (rows 90,000 of 335,000) reads the rows before it, not the table;
 * elsewhere EXPLAIN's estimate, more than a thousand rows.
 */
export const bigScan = (row) =>
  (row.type === 'ALL' || row.type === 'index') &&
  !String(row.table).startsWith('<') &&
  (row.r_rows !== undefined && row.r_rows !== null
    ? Number(row.r_rows) > COUNTED_ROWS && Number(row.r_rows) > Number(row.rows) / 2
    : Number(row.rows) > 1000)

/** Whether the server is MariaDB, whose ANALYZE runs a statement and reports the rows each table really gave. */
let mariaDb
async function isMariaDb(connection) {
  if (mariaDb === undefined) {
    const [[row]] = await connection.query('SELECT VERSION() AS version')
    mariaDb = /mariadb/i.test(row.version)
  }
  return mariaDb
}

/**
 * Prints the EXPLAIN of one statement under `title`, marking the rows `isScan` calls a full scan; true when any is.
 */
export async function printPlan(connection, title, sql, bindings, isScan) {
  const analyze = await isMariaDb(connection)
  const [plan] = await connection.query(`${analyze ? 'ANALYZE' : 'EXPLAIN'} ${sql}`, bindings)
  console.log(`\n-- ${title}`)
  printTable(
    ['table', 'type', 'key', analyze ? 'rows (read)' : 'rows', 'extra'],
    plan.map((row) => [
      row.table ?? '',
      row.type ?? '',
      row.key ?? '',
      analyze ? `${row.rows ?? ''} (${row.r_rows ?? ''})` : (row.rows ?? ''),
      `${row.Extra ?? ''}${isScan(row) ? `  <-- FULL ${row.type === 'index' ? 'INDEX ' : ''}SCAN` : ''}`,
    ])
  )
  return plan.some(isScan)
}

export async function explain(connection, ids) {
  const flagged = []
  for (const [title, sql] of explainQueries(ids)) {
    if (await printPlan(connection, title, sql, [], bigScan)) flagged.push(title)
  }
  return flagged
}

/** Times `call`: 3 warm-up runs, then `runs` timed ones; their median and p95 in milliseconds. */
export async function timed(runs, call) {
  for (let i = 0; i < 3; i += 1) await call()
  const times = []
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now()
    await call()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { median: percentile(times, 50), p95: percentile(times, 95) }
}

/**
 * The names of the statements a page sends together: its ids and its count, or one statement that pages and counts a
 * search's matches (`list_matched`); for a contracts page walked country by country (list:sql's `walked`), its count,
 * the countries and each country's ids, sent one after the other.
 */
export function togetherLabels(statements) {
  if (statements.walked) {
    return ['count', 'countries in order', ...statements.together.slice(2).map(() => "a country's page ids")]
  }
  return statements.together.length === 1 ? ['page ids and count'] : ['page ids', 'count']
}
