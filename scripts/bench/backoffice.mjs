/**
 * The back-office worker-contracts list and its export at volume: the api against a bare mysql2 client sending the
 * same SQL (printed by `node ace list:sql`), the EXPLAIN of each filter and sort, and the export's time and memory.
 */
import { performance } from 'node:perf_hooks'
import { readFileSync } from 'node:fs'
import mysql from 'mysql2/promise'
import { ace } from './processes.mjs'
import { bigScan, printPlan, printTable, timed, togetherLabels } from './measure.mjs'

/** Goals of the contracts list and its export (issue: back-office companies, contracts, exports). */
export const GOALS = { listP95Ms: 50, bareRatio: 3, exportSeconds: 15, exportRssMb: 100 }

const q = (value) => encodeURIComponent(JSON.stringify(value))

/** The filters and sorts an accountant uses, each a query string of the list (ra-data-simple-rest). */
export function contractListCases(today) {
  const inDays = (days) => new Date(Date.parse(today) + days * 86_400_000).toISOString().slice(0, 10)
  const cases = [
    ['default (company name)', {}, ['companyName', 'ASC']],
    [
      'country FR + promo code, by end desc',
      { representativeCountries: ['FR'], promoCode: 'PROMO65' },
      ['endDate', 'DESC'],
    ],
    ['company name "trans", by start', { companyName: 'trans' }, ['startDate', 'DESC']],
    ['has an active contract, by company', { hasActiveContract: true }, ['companyName', 'ASC']],
    [
      'start in the last 90 days, by amount',
      { startDateFrom: inDays(-90), startDateTo: today },
      ['totalAmountCents', 'DESC'],
    ],
    ['end in the next 30 days, by end', { endDateFrom: today, endDateTo: inDays(30) }, ['endDate', 'ASC']],
    [
      'active this quarter, not renewed excluded, 2 VAT excluded',
      {
        activeDateFrom: inDays(-90),
        activeDateTo: today,
        excludeNotRenewed: true,
        excludedVatNumbers: 'PL1234563218, FR37444123400',
      },
      ['companyName', 'ASC'],
    ],
    [
      'countries EU + BE + AT, by country',
      { representativeCountries: ['EU', 'BE', 'AT'] },
      ['countryCode', 'ASC'],
    ],
    // For information: a far page walks every row before it (keyset paging belongs to the speed issue).
    ['all, far page (rows 90,000+), by company', {}, ['companyName', 'ASC'], [90_000, 90_049], true],
  ]
  return cases.map(([name, filter, sort, range = [0, 49], informative = false]) => ({
    name,
    informative,
    query: `filter=${q(filter)}&sort=${q(sort)}&range=${q(range)}`,
  }))
}

/** The SQL one page of a list (workerContracts, requests, profiles) sends, as the api builds it. */
export async function listSql(mode, env, query, list = 'workerContracts') {
  const output = await ace(mode, ['list:sql', `--list=${list}`, query], env)
  const line = output
    .split('\n')
    .reverse()
    .find((text) => text.startsWith('{'))
  if (!line) throw new Error(`list:sql printed no statements:\n${output}`)
  return JSON.parse(line)
}

/**
 * The api's list call against the bare client: the same statements, sent on a pool as the api sends them (the
 * page's ids and the count together, then the page's details; a page walked country by country, its count, the
 * countries and each country's ids one after the other), rows read as plain objects.
 */
export async function compareWithBare({ admin, mode, env, runs, dbConfig, today }) {
  const pool = mysql.createPool({ ...dbConfig, connectionLimit: 10 })
  const results = []
  try {
    for (const { name, query, informative } of contractListCases(today)) {
      const statements = await listSql(mode, env, query)
      const api = await timed(runs, async () => {
        const answer = await admin('GET', `/en/api/admin/workerContracts?${query}`)
        if (answer.status !== 200)
          throw new Error(`${name} answered ${answer.status}: ${answer.text.slice(0, 300)}`)
        return answer
      })
      const last = await admin('GET', `/en/api/admin/workerContracts?${query}`)
      const send = (list) => Promise.all(list.map(({ sql, bindings }) => pool.query(sql, bindings)))
      // A page walked country by country sends its statements one after the other, each needing the one before.
      const sendInTurn = async (list) => {
        for (const { sql, bindings } of list) await pool.query(sql, bindings)
      }
      const bare = await timed(runs, async () => {
        await (statements.walked ? sendInTurn : send)(statements.together)
        await send(statements.then)
      })
      results.push({
        name,
        informative,
        statements,
        api,
        bare,
        rows: Array.isArray(last.json) ? last.json.length : '',
        total: last.headers.get('content-range')?.split('/')[1] ?? '',
      })
      process.stdout.write('.')
    }
  } finally {
    await pool.end()
  }
  process.stdout.write('\n\n')
  const ms = (value) => value.toFixed(1)
  printTable(
    ['contracts list', 'api median', 'api p95', 'bare p95', 'ratio', 'rows', 'total', 'verdict'],
    results.map((r) => {
      const ratio = r.api.p95 / Math.max(r.bare.p95, 0.1)
      const ok = r.api.p95 < GOALS.listP95Ms && ratio <= GOALS.bareRatio
      const verdict = r.informative ? 'info' : ok ? 'ok' : 'MISSED'
      return [
        r.name,
        ms(r.api.median),
        ms(r.api.p95),
        ms(r.bare.p95),
        ratio.toFixed(2),
        r.rows,
        r.total,
        verdict,
      ]
    })
  )
  return results
}

/** EXPLAIN of every statement of every case; a full scan of a big table is flagged (measure.mjs's bigScan). */
export async function explainContractList(connection, results) {
  const flagged = []
  for (const { name, statements } of results) {
    const parts = [...statements.together, ...statements.then]
    const labels = [...togetherLabels(statements), 'page details']
    for (const [index, { sql, bindings }] of parts.entries()) {
      const title = `contracts list, ${name}: ${labels[index]}`
      if (await printPlan(connection, title, sql, bindings, bigScan)) flagged.push(title)
    }
  }
  return flagged
}

/** The resident memory of a process, in bytes (Linux). */
function residentBytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const match = /VmRSS:\s+(\d+)\s+kB/.exec(status)
  return match ? Number(match[1]) * 1024 : 0
}

/**
 * Downloads one export, reading the body as it streams, while sampling the api's resident memory every 20 ms:
 * its time, its size and the peak growth of the api's memory over what it held before.
 */
export async function measureExport({ baseUrl, cookie, pid, query }) {
  const before = residentBytes(pid)
  let peak = before
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid))
  }, 20)
  const started = performance.now()
  try {
    const response = await fetch(`${baseUrl}/en/api/admin/workerContracts/export?${query}`, {
      headers: { Cookie: cookie },
    })
    if (response.status !== 200)
      throw new Error(`export answered ${response.status}: ${await response.text()}`)
    let bytes = 0
    for await (const chunk of response.body) bytes += chunk.byteLength
    return {
      seconds: (performance.now() - started) / 1000,
      bytes,
      growthMb: (Math.max(peak, residentBytes(pid)) - before) / 1_048_576,
    }
  } finally {
    clearInterval(sampler)
  }
}

/** The export of about 10,000 contracts (an end-date window) and of every contract, with their verdicts. */
export async function compareExports({ baseUrl, cookie, pid, connection }) {
  const [[first]] = await connection.query(
    'SELECT end_date AS d FROM worker_contracts ORDER BY end_date LIMIT 1'
  )
  const [[tenThousandth]] = await connection.query(
    'SELECT end_date AS d FROM worker_contracts ORDER BY end_date LIMIT 1 OFFSET 9999'
  )
  const windowFilter = { endDateFrom: first.d, endDateTo: tenThousandth.d }
  const [[windowCount]] = await connection.query(
    'SELECT COUNT(*) AS n FROM worker_contracts WHERE end_date BETWEEN ? AND ?',
    [first.d, tenThousandth.d]
  )
  const [[allCount]] = await connection.query('SELECT COUNT(*) AS n FROM worker_contracts')
  const cases = [
    ['export, end-date window', windowFilter, Number(windowCount.n)],
    ['export, every contract', {}, Number(allCount.n)],
  ]
  const lines = []
  for (const [name, filter, rows] of cases) {
    const result = await measureExport({ baseUrl, cookie, pid, query: `filter=${q(filter)}` })
    const ok = result.seconds < GOALS.exportSeconds && result.growthMb < GOALS.exportRssMb
    lines.push([
      name,
      rows,
      result.seconds.toFixed(2),
      Math.round(rows / result.seconds),
      (result.bytes / 1_048_576).toFixed(1),
      result.growthMb.toFixed(1),
      ok ? 'ok' : 'MISSED',
    ])
  }
  console.log('')
  printTable(['contracts export', 'rows', 'seconds', 'rows/s', 'MB', 'api RSS growth MB', 'verdict'], lines)
  return lines
}
