/**
 * `--scale A,B`: the benchmark at two volumes, each loaded afresh, then each timed case's p95 at both, its growth
 * factor and a verdict per goal of the speed-at-scale issue: every list flat (growth at most 1.5 from the first
 * volume to the second) and under its goal at the larger volume.
 */
import { printTable } from './measure.mjs'

/** Growth allowed from the first volume to the second. */
export const GROWTH_GOAL = 1.5
/** A case still under this p95 at the larger volume is flat whatever its ratio (a millisecond's noise doubles it). */
const FLAT_BELOW_MS = 10

/** The goals at the larger volume, by case name (the names the call, lists and contracts tables print). */
export const SCALE_GOALS = [
  { name: 'admin session keepAlive', cpuMs: 1.0 },
  { name: 'customer contract workers', p95Ms: 50, cpuMs: 20 },
  { name: 'customer roster (first page)', p95Ms: 50, cpuMs: 20 },
  { name: 'admin companies promo + country FR', p95Ms: 50 },
  { name: 'admin requests q=logistics', p95Ms: 50 },
  { name: 'requests, all, by company name, rows 90,000-90,024', p95Ms: 50 },
  { name: 'profiles, q=logistics', p95Ms: 50 },
  { name: 'contracts list, active this quarter, not renewed excluded, 2 VAT excluded', p95Ms: 100 },
  { name: 'contracts list, company name "trans", by start', p95Ms: 100 },
  { name: 'contracts list, has an active contract, by company', p95Ms: 100 },
  { name: 'contracts list, start in the last 90 days, by amount', p95Ms: 100 },
  { name: 'export, every contract', seconds: 15 },
]

/** Whether a case's figures at the larger volume meet its goal (p95 and api CPU per call, each when it has one). */
const meetsGoal = (goal, figures) =>
  (goal.p95Ms === undefined || figures.p95 < goal.p95Ms) &&
  (goal.cpuMs === undefined || (figures.cpu ?? Infinity) <= goal.cpuMs)

const goalText = (goal) =>
  [
    goal.p95Ms !== undefined ? `p95 < ${goal.p95Ms} ms` : null,
    goal.cpuMs !== undefined ? `cpu <= ${goal.cpuMs} ms` : null,
  ]
    .filter(Boolean)
    .join(', ')

/**
 * One volume's figures as `--scale` compares them: `calls` (the call table), `lists` (requests and profiles),
 * `contracts` (the contracts list's cases) and `exports` (the table's lines).
 */
export function volumeSummary({ contracts, calls, lists, contractLists, exports, mixed }) {
  const cases = new Map()
  for (const r of calls) cases.set(r.name, { p95: r.p95, cpu: r.cpu })
  for (const r of lists) cases.set(r.name, { p95: r.api.p95 })
  for (const r of contractLists) cases.set(`contracts list, ${r.name}`, { p95: r.api.p95 })
  const exported = new Map(exports.map((line) => [line[0], { seconds: Number(line[2]), rows: line[1] }]))
  return { contracts, cases, exported, mixed }
}

/** The growth table and the verdict lines, from the summaries of the two volumes. */
export function printGrowth([small, large]) {
  const ms = (value) => (value === undefined ? '' : value.toFixed(1))
  const lines = []
  for (const [name, atLarge] of large.cases) {
    const atSmall = small.cases.get(name)
    if (!atSmall) continue
    const growth = atLarge.p95 < FLAT_BELOW_MS ? 1 : atLarge.p95 / Math.max(atSmall.p95, 0.1)
    const goal = SCALE_GOALS.find((one) => one.name === name)
    const underGoal = !goal || meetsGoal(goal, atLarge)
    lines.push({ name, small: atSmall, large: atLarge, growth, goal, ok: growth <= GROWTH_GOAL && underGoal })
  }
  console.log(`\n==> Growth from ${small.contracts} to ${large.contracts} contracts (p95, ms)`)
  printTable(
    [
      'case',
      `p95 at ${small.contracts}`,
      `p95 at ${large.contracts}`,
      'growth',
      'api cpu',
      'goal',
      'verdict',
    ],
    lines.map((line) => [
      line.name,
      ms(line.small.p95),
      ms(line.large.p95),
      line.growth.toFixed(2),
      ms(line.large.cpu ?? undefined),
      line.goal ? goalText(line.goal) : '',
      line.ok ? 'ok' : 'MISSED',
    ])
  )
  const verdicts = []
  const flat = lines.filter((line) => line.growth > GROWTH_GOAL)
  verdicts.push(
    `${flat.length ? 'MISSED' : 'MET'}: every timed case grows at most ${GROWTH_GOAL}x from ${small.contracts} to ${large.contracts} contracts (or stays under ${FLAT_BELOW_MS} ms)` +
      (flat.length
        ? ` (not: ${flat.map((line) => `${line.name} ${line.growth.toFixed(2)}x`).join('; ')})`
        : '')
  )
  for (const goal of SCALE_GOALS) {
    if (goal.seconds !== undefined) {
      const exported = large.exported.get(goal.name)
      if (!exported) continue
      verdicts.push(
        `${exported.seconds < goal.seconds ? 'MET' : 'MISSED'}: ${goal.name} (${exported.rows} rows) in ` +
          `${exported.seconds.toFixed(1)} s, ${Math.round(exported.rows / exported.seconds)} rows/s (goal < ${goal.seconds} s)`
      )
      continue
    }
    const line = lines.find((one) => one.name === goal.name)
    if (!line) continue
    verdicts.push(
      `${meetsGoal(goal, line.large) ? 'MET' : 'MISSED'}: ${goal.name} at ${large.contracts} contracts, p95 ` +
        `${ms(line.large.p95)} ms, api cpu ${ms(line.large.cpu ?? undefined)} ms (goal ${goalText(goal)})`
    )
  }
  for (const summary of [small, large]) {
    if (summary.mixed) verdicts.push(`at ${summary.contracts} contracts: ${summary.mixed.verdict}`)
  }
  console.log('')
  for (const verdict of verdicts) console.log(verdict)
}
