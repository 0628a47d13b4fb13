/**
 * The heaviest back-office lists (requests, profiles) against a bare server: plain node http + mysql2 in its own
 * process (bare_server.mjs), sending the SQL `node ace list:sql --list …` prints for the same page and answering the
 * same JSON. Both are called over HTTP with keep-alive agents and `Accept-Encoding: identity`: one at a time for
 * the timings, ten at a time for the throughput. Then the EXPLAIN of every statement and a verdict line per goal.
 */
import http from 'node:http'
import { LIST_COUNT_CAP } from '@posted-workers/domain'
import { isDeepStrictEqual } from 'node:util'
import { listSql } from './backoffice.mjs'
import { get, startBare, throughput } from './http_load.mjs'
import { bigScan, printPlan, printTable, timed, togetherLabels } from './measure.mjs'

/** Goals of issue 14 for the lists. */
export const LIST_GOALS = { p95Ms: 50, throughputRatio: 0.8, concurrency: 10 }

const q = (value) => encodeURIComponent(JSON.stringify(value))
const page = (filter, sort, range) => `filter=${q(filter)}&sort=${q(sort)}&range=${q(range)}`

/** The cases: the goals' three, then the others whose plans the benchmark shows (timed too, no goal). */
export function listCases() {
  return [
    {
      name: 'requests, default filter (pending, by company name)',
      list: 'requests',
      query: page({}, ['companyName', 'ASC'], [0, 24]),
      goal: true,
    },
    {
      name: 'requests, all, by company name, rows 90,000-90,024',
      list: 'requests',
      query: page({ status: 'all' }, ['companyName', 'ASC'], [90_000, 90_024]),
      goal: true,
    },
    {
      name: 'profiles, q=logistics',
      list: 'profiles',
      query: page({ q: 'logistics' }, ['companyName', 'ASC'], [0, 24]),
      goal: true,
    },
    {
      name: 'requests, q=logistics (pending)',
      list: 'requests',
      query: page({ q: 'logistics' }, ['companyName', 'ASC'], [0, 24]),
    },
    {
      name: 'requests, all, newest first',
      list: 'requests',
      query: page({ status: 'all' }, ['createdAt', 'DESC'], [0, 24]),
    },
    {
      name: 'requests, all, by amount',
      list: 'requests',
      query: page({ status: 'all' }, ['amountCents', 'ASC'], [0, 24]),
    },
    {
      name: 'profiles, default (by company name)',
      list: 'profiles',
      query: page({}, ['companyName', 'ASC'], [0, 24]),
    },
    {
      name: 'profiles, q=kowalski (a last name)',
      list: 'profiles',
      query: page({ q: 'kowalski' }, ['companyName', 'ASC'], [0, 24]),
    },
  ]
}

/**
 * Times every case through the api and the bare server, checks that both answer the same rows and Content-Range,
 * measures their throughput ten at a time on the goals' cases, and returns the results (with each case's SQL).
 */
export async function compareLists({ apiPort, barePort, cookie, signedIn, mode, env, runs, dbConfig }) {
  const cases = []
  for (const entry of listCases()) {
    const statements = await listSql(mode, env, entry.query, entry.list)
    const range = JSON.parse(new URLSearchParams(entry.query).get('range'))
    cases.push({
      ...entry,
      statements,
      offset: range[0],
      limit: range[1] - range[0] + 1,
      path: `/${entry.list}?${entry.query}`,
    })
  }
  const pages = Object.fromEntries(
    cases.map((entry) => [
      entry.path,
      {
        list: entry.list,
        resource: entry.list,
        offset: entry.offset,
        limit: entry.limit,
        statements: entry.statements,
        countCap: entry.statements.countCap,
      },
    ])
  )
  const bare = startBare({ port: barePort, db: dbConfig, pages, signedIn, countCap: LIST_COUNT_CAP })
  const agents = {
    api: new http.Agent({ keepAlive: true, maxSockets: LIST_GOALS.concurrency }),
    bare: new http.Agent({ keepAlive: true, maxSockets: LIST_GOALS.concurrency }),
  }
  const callApi = (entry) => () =>
    get(agents.api, apiPort, `/en/api/admin/${entry.list}?${entry.query}`, { Cookie: cookie })
  const callBare = (entry) => () => get(agents.bare, barePort, entry.path)
  const results = []
  try {
    await bare.ready
    for (const entry of cases) {
      const [fromApi, fromBare] = [await callApi(entry)(), await callBare(entry)()]
      if (fromApi.status !== 200) throw new Error(`${entry.name}: the api answered ${fromApi.status}`)
      if (fromBare.status !== 200)
        throw new Error(`${entry.name}: the bare server answered ${fromBare.status}: ${fromBare.body}`)
      const same =
        isDeepStrictEqual(JSON.parse(fromApi.body), JSON.parse(fromBare.body)) &&
        fromApi.headers['content-range'] === fromBare.headers['content-range']
      const api = await timed(runs, callApi(entry))
      const bareTimes = await timed(runs, callBare(entry))
      let rates = null
      if (entry.goal) {
        const total = Math.max(200, runs * 10)
        rates = {
          api: await throughput(total, LIST_GOALS.concurrency, callApi(entry)),
          bare: await throughput(total, LIST_GOALS.concurrency, callBare(entry)),
        }
      }
      results.push({
        ...entry,
        api,
        bare: bareTimes,
        rates,
        same,
        rows: JSON.parse(fromApi.body).length,
        total: fromApi.headers['content-range']?.split('/')[1] ?? '',
      })
      process.stdout.write('.')
    }
  } finally {
    agents.api.destroy()
    agents.bare.destroy()
    await bare.stop()
  }
  process.stdout.write('\n\n')
  const ms = (value) => value.toFixed(1)
  printTable(
    [
      'list',
      'api median',
      'api p95',
      'bare median',
      'bare p95',
      'api/bare rps',
      'rows',
      'total',
      'same JSON',
    ],
    results.map((r) => [
      r.name,
      ms(r.api.median),
      ms(r.api.p95),
      ms(r.bare.median),
      ms(r.bare.p95),
      r.rates
        ? `${r.rates.api.toFixed(0)}/${r.rates.bare.toFixed(0)} = ${(r.rates.api / r.rates.bare).toFixed(2)}`
        : '',
      r.rows,
      r.total,
      r.same ? 'yes' : 'NO',
    ])
  )
  return results
}

/** The EXPLAIN of every statement of every case; the full scans are returned. */
export async function explainLists(connection, results) {
  const flagged = []
  for (const { name, statements } of results) {
    const parts = [...statements.together, ...statements.then]
    const labels = [...togetherLabels(statements), 'page rows', 'page lines']
    for (const [index, { sql, bindings }] of parts.entries()) {
      const title = `${name}: ${labels[index]}`
      if (await printPlan(connection, title, sql, bindings, bigScan)) flagged.push(title)
    }
  }
  return flagged
}

/** A verdict line per goal of the issue for the lists, with the figures. */
export function listVerdicts(results, scans) {
  const lines = []
  for (const r of results.filter((entry) => entry.goal)) {
    const met = r.api.p95 < LIST_GOALS.p95Ms
    lines.push(
      `${met ? 'MET' : 'MISSED'}: ${r.name}, api p95 ${r.api.p95.toFixed(1)} ms (goal < ${LIST_GOALS.p95Ms} ms)`
    )
  }
  const ratios = results
    .filter((r) => r.rates)
    .map((r) => ({ name: r.name, ratio: r.rates.api / r.rates.bare }))
  const lowest = ratios.reduce((min, r) => (r.ratio < min.ratio ? r : min), ratios[0])
  lines.push(
    `${lowest.ratio >= LIST_GOALS.throughputRatio ? 'MET' : 'MISSED'}: api/bare mysql2 throughput at concurrency ${LIST_GOALS.concurrency}, ` +
      `${ratios.map((r) => r.ratio.toFixed(2)).join(' / ')} (lowest: ${lowest.name}; goal >= ${LIST_GOALS.throughputRatio})`
  )
  const different = results.filter((r) => !r.same)
  lines.push(
    `${different.length ? 'MISSED' : 'MET'}: the bare server answers the api's JSON` +
      (different.length ? ` (not: ${different.map((r) => r.name).join('; ')})` : '')
  )
  lines.push(
    `${scans.length ? 'MISSED' : 'MET'}: no full scan in any requests or profiles list case` +
      (scans.length ? ` (${scans.join('; ')})` : '')
  )
  return lines
}
