/** Timings, their table, and the EXPLAIN of the heaviest lists. */
import { performance } from 'node:perf_hooks'

export const SLOW_MS = 200

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

export async function measure(name, runs, call, count) {
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

/**
 * Prints the EXPLAIN of one statement under `title`, marking the rows `isScan` calls a full scan; true when any is.
 */
export async function printPlan(connection, title, sql, bindings, isScan) {
  const [plan] = await connection.query(`EXPLAIN ${sql}`, bindings)
  console.log(`\n-- ${title}`)
  printTable(
    ['table', 'type', 'key', 'rows', 'extra'],
    plan.map((row) => [
      row.table ?? '',
      row.type ?? '',
      row.key ?? '',
      row.rows ?? '',
      `${row.Extra ?? ''}${isScan(row) ? '  <-- FULL SCAN' : ''}`,
    ])
  )
  return plan.some(isScan)
}

export async function explain(connection, ids) {
  const flagged = []
  const bigScan = (row) => row.type === 'ALL' && Number(row.rows) > 1000
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
