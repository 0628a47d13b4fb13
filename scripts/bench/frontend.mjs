/**
 * The two SPAs as a visitor's browser meets them: the scripts and styles of a first load as they cross the wire
 * (compressed, as served), and Lighthouse's mobile performance score of the portal's login and home pages. Both need
 * Debian's Chromium; Lighthouse comes from the npm registry through npx (never installed in the project). Without
 * them the part says it was skipped, and why.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { printTable } from './measure.mjs'
import { paths } from './options.mjs'

export const FRONTEND_GOALS = { loginKb: 120, adminSignInKb: 200, loginScore: 95, homeScore: 90 }

const LIGHTHOUSE = 'lighthouse@12.8.2'
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

function chromiumPath() {
  return (
    process.env.CHROMIUM_PATH ??
    ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((path) => existsSync(path))
  )
}

/** The name=value pairs of a Cookie header, as Playwright's cookies for `baseUrl`. */
function cookiesFor(baseUrl, cookieHeader) {
  return cookieHeader
    .split('; ')
    .filter(Boolean)
    .map((pair) => {
      const index = pair.indexOf('=')
      return { name: pair.slice(0, index), value: pair.slice(index + 1), url: baseUrl }
    })
}

/** The bytes of scripts and styles a first visit of `path` transfers (a fresh profile: nothing cached). */
async function firstLoad(chromium, executablePath, baseUrl, path, cookieHeader) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS.slice(1) })
  try {
    const context = await browser.newContext()
    if (cookieHeader) await context.addCookies(cookiesFor(baseUrl, cookieHeader))
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    const types = new Map()
    let bytes = 0
    let files = 0
    cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type))
    cdp.on('Network.loadingFinished', (event) => {
      if (['Script', 'Stylesheet'].includes(types.get(event.requestId))) {
        bytes += event.encodedDataLength
        files++
      }
    })
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' })
    return { bytes, files }
  } finally {
    await browser.close()
  }
}

/** Where each run's full report is kept, to read its diagnostics (the LCP element, long tasks, scripts' cost). */
const REPORTS = join(paths.api, 'tmp', 'lighthouse')

/**
 * Lighthouse's mobile performance run of one page (its default: a mid-range phone on a slow 4G network); the full
 * report is written to `reportFile`.
 */
function lighthouse(url, executablePath, cookieHeader, reportFile) {
  const args = [
    '--yes',
    LIGHTHOUSE,
    url,
    '--only-categories=performance',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
  ]
  if (cookieHeader) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookieHeader })}`)
  return new Promise((resolve) => {
    const child = spawn('npx', args, { env: { ...process.env, CHROME_PATH: executablePath } })
    let out = ''
    let err = ''
    const timer = setTimeout(() => child.kill('SIGKILL'), 240_000)
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk) => (err += chunk))
    child.on('close', () => {
      clearTimeout(timer)
      try {
        const report = JSON.parse(out)
        writeFileSync(reportFile, out)
        const value = (id) => report.audits[id]?.numericValue
        resolve({
          score: Math.round(report.categories.performance.score * 100),
          fcp: value('first-contentful-paint'),
          lcp: value('largest-contentful-paint'),
          tbt: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
        })
      } catch {
        resolve({ error: (err.trim().split('\n').at(-1) || 'no report').slice(0, 200) })
      }
    })
  })
}

/**
 * Measures, prints, and returns the verdict lines of the frontend goals. `customerCookie` is the Cookie header of
 * a signed-in customer, for the home page.
 */
export async function measureFrontend({ baseUrl, customerCookie, lighthouseRuns = 1 }) {
  const executablePath = chromiumPath()
  if (!executablePath) return ['SKIPPED: frontend figures (no Chromium: apt-get install chromium)']
  let chromium
  try {
    ;({ chromium } = await import('playwright-core'))
  } catch {
    return ['SKIPPED: frontend figures (playwright-core is not installed: npm ci)']
  }

  const weights = [
    ['portal /fr/login', '/fr/login', null],
    ['portal /fr/home (signed in)', '/fr/home', customerCookie],
    ['back-office /admin/ (sign-in page)', '/admin/', null],
  ]
  const loads = []
  for (const [name, path, cookie] of weights) {
    loads.push({ name, ...(await firstLoad(chromium, executablePath, baseUrl, path, cookie)) })
  }
  printTable(
    ['first load', 'scripts and styles (KB on the wire)', 'files'],
    loads.map((load) => [load.name, (load.bytes / 1000).toFixed(1), load.files])
  )

  console.log(
    `\n==> Lighthouse ${LIGHTHOUSE}, mobile, performance, ${lighthouseRuns} run(s) a page (npx; the first run downloads it)`
  )
  mkdirSync(REPORTS, { recursive: true })
  const pages = [
    ['/fr/login', 'login', null],
    ['/fr/home', 'home', customerCookie],
  ]
  const runs = pages.map(() => [])
  // Alternated, so that a busier moment of the machine weighs on both pages rather than on one.
  for (let n = 1; n <= lighthouseRuns; n++) {
    for (const [index, [path, name, cookie]] of pages.entries()) {
      const file = join(REPORTS, `${name}-${n}.json`)
      runs[index].push(await lighthouse(`${baseUrl}${path}`, executablePath, cookie, file))
    }
  }
  const ms = (value) => (value === undefined ? '' : `${(value / 1000).toFixed(1)} s`)
  const rows = []
  for (const [index, [path]] of pages.entries()) {
    runs[index].forEach((run, n) =>
      rows.push(
        run.error
          ? [path, n + 1, `failed: ${run.error.slice(0, 60)}`, '', '', '', '']
          : [path, n + 1, run.score, ms(run.fcp), ms(run.lcp), Math.round(run.tbt), run.cls.toFixed(3)]
      )
    )
  }
  printTable(['page', 'run', 'score', 'FCP', 'LCP', 'TBT ms', 'CLS'], rows)
  const [login, home] = runs.map(summarize)
  if (lighthouseRuns > 1) {
    const spread = (values, format) =>
      `${format(median(values))} (${format(values[0])}–${format(values.at(-1))})`
    printTable(
      ['page', 'median score (min–max)', 'FCP', 'LCP', 'TBT ms'],
      pages.map(([path], index) => {
        const ok = runs[index].filter((run) => !run.error)
        if (!ok.length) return [path, 'failed', '', '', '']
        const sorted = (key) => ok.map((run) => run[key]).sort((a, b) => a - b)
        return [
          path,
          spread(sorted('score'), String),
          spread(sorted('fcp'), ms),
          spread(sorted('lcp'), ms),
          spread(sorted('tbt'), (value) => String(Math.round(value))),
        ]
      })
    )
  }
  console.log(`    reports: ${REPORTS}`)

  const loginKb = loads[0].bytes / 1000
  const adminSignInKb = loads[2].bytes / 1000
  const verdict = (met, text) => `${met ? 'MET' : 'MISSED'}: ${text}`
  const scoreLine = (page, run, goal) =>
    run.error
      ? `SKIPPED: Lighthouse ${page} (${run.error})`
      : verdict(
          run.score >= goal,
          `Lighthouse mobile ${page} ${run.score}${lighthouseRuns > 1 ? ' (median)' : ''} (goal >= ${goal})`
        )
  return [
    verdict(
      loginKb < FRONTEND_GOALS.loginKb,
      `portal /fr/login first load ${loginKb.toFixed(1)} KB of scripts and styles on the wire (goal < ${FRONTEND_GOALS.loginKb} KB)`
    ),
    verdict(
      adminSignInKb < FRONTEND_GOALS.adminSignInKb,
      `back-office /admin/ sign-in page first load ${adminSignInKb.toFixed(1)} KB of scripts and styles on the wire (goal < ${FRONTEND_GOALS.adminSignInKb} KB)`
    ),
    scoreLine('/fr/login', login, FRONTEND_GOALS.loginScore),
    scoreLine('/fr/home', home, FRONTEND_GOALS.homeScore),
  ]
}

function median(sorted) {
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** The verdict's run: the one of median score (the first failure when every run failed). */
function summarize(runs) {
  const ok = runs.filter((run) => !run.error).sort((a, b) => a.score - b.score)
  return ok.length ? ok[Math.floor((ok.length - 1) / 2)] : runs[0]
}
