/**
 * The two SPAs as a visitor's browser meets them: the scripts and styles of a first load as they cross the wire
 * (compressed, as served), and Lighthouse's mobile performance score of the portal's login and home pages. Both need
 * Debian's Chromium; Lighthouse comes from the npm registry through npx (never installed in the project). Without
 * them the part says it was skipped, and why.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { printTable } from './measure.mjs'

export const FRONTEND_GOALS = { loginKb: 120, loginScore: 95, homeScore: 90 }

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

/** Lighthouse's mobile performance run of one page (its default: a mid-range phone on a slow 4G network). */
function lighthouse(url, executablePath, cookieHeader) {
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
export async function measureFrontend({ baseUrl, customerCookie }) {
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

  console.log(`\n==> Lighthouse ${LIGHTHOUSE}, mobile, performance (npx; the first run downloads it)`)
  const login = await lighthouse(`${baseUrl}/fr/login`, executablePath, null)
  const home = await lighthouse(`${baseUrl}/fr/home`, executablePath, customerCookie)
  const ms = (value) => (value === undefined ? '' : `${(value / 1000).toFixed(1)} s`)
  printTable(
    ['page', 'score', 'FCP', 'LCP', 'TBT ms', 'CLS'],
    [
      ['/fr/login', login],
      ['/fr/home', home],
    ].map(([page, run]) =>
      run.error
        ? [page, `failed: ${run.error}`, '', '', '', '']
        : [page, run.score, ms(run.fcp), ms(run.lcp), Math.round(run.tbt), run.cls.toFixed(3)]
    )
  )

  const loginKb = loads[0].bytes / 1000
  const verdict = (met, text) => `${met ? 'MET' : 'MISSED'}: ${text}`
  const scoreLine = (page, run, goal) =>
    run.error
      ? `SKIPPED: Lighthouse ${page} (${run.error})`
      : verdict(run.score >= goal, `Lighthouse mobile ${page} ${run.score} (goal >= ${goal})`)
  return [
    verdict(
      loginKb < FRONTEND_GOALS.loginKb,
      `portal /fr/login first load ${loginKb.toFixed(1)} KB of scripts and styles on the wire (goal < ${FRONTEND_GOALS.loginKb} KB)`
    ),
    scoreLine('/fr/login', login, FRONTEND_GOALS.loginScore),
    scoreLine('/fr/home', home, FRONTEND_GOALS.homeScore),
  ]
}
