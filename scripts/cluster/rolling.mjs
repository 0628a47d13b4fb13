/**
 * A rolling restart under load: while clients work through the balancer (sign-ins, list reads, registrations, a
 * document's upload and download, admin validations), each api process in turn is stopped with SIGTERM and started
 * again. Every request is counted; a failure is a 5xx, a connection error, or a refusal a working client must not get
 * (a lost session: 401, 419). Zero is the only passing figure.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { client } from '../bench/http.mjs'
import { nextTotpCode } from '../bench/totp.mjs'
import { check, polishVatNumber, registrationBody } from './checks.mjs'

const PROVIDER = 'eurofiscalis'

function counter() {
  const byKind = new Map()
  const failures = []
  return {
    byKind,
    failures,
    record(kind, status, detail = '') {
      const figures = byKind.get(kind) ?? { requests: 0, failed: 0 }
      figures.requests++
      const failed = status === 'error' || status >= 500 || status === 401 || status === 419
      if (failed) {
        figures.failed++
        if (failures.length < 20) failures.push(`${kind}: ${status} ${detail}`.slice(0, 300))
      }
      byKind.set(kind, figures)
      return !failed
    },
  }
}

/** One call through `call`, its answer counted under `kind`; a connection error is an answer of status 'error'. */
async function counted(counts, kind, work) {
  try {
    const answer = await work()
    counts.record(kind, answer.status, answer.status >= 400 ? answer.text?.slice(0, 200) : '')
    return answer
  } catch (error) {
    counts.record(kind, 'error', error.cause?.code ?? error.message)
    return null
  }
}

async function signInCounted(counts, baseUrl, login, password, address) {
  const call = client(baseUrl)
  const headers = { 'X-Test-Client': address }
  await counted(counts, 'sign-in', () => call('POST', '/session/csrf', undefined, headers))
  let answer = await counted(counts, 'sign-in', () =>
    call('POST', '/fr/api/auth/login', { login, password }, headers)
  )
  if (answer?.status === 200 && answer.json?.totpRequired) {
    const code = await nextTotpCode()
    answer = await counted(counts, 'sign-in', () =>
      call('POST', '/fr/api/auth/login/totp', { code }, headers)
    )
  }
  return answer?.status === 200 ? call : null
}

/**
 * `restart(index)` stops process `index` with SIGTERM, waits for its exit, starts it again and waits until it is
 * ready; it resolves with the stopped process's exit code.
 */
export async function checkRollingRestart({ balancerUrl, balancer, processes, restart, connection }) {
  const clients = 20
  const durationMs = 60_000
  const counts = counter()
  const [[demo]] = await connection.query(
    `SELECT workers.id AS workerId, workers.company_id AS companyId, workers.worker_contract_id AS contractId
     FROM workers JOIN worker_contracts ON worker_contracts.id = workers.worker_contract_id
     JOIN users ON users.company_id = workers.company_id AND users.login = 'demo'
     WHERE worker_contracts.end_date >= UTC_DATE() AND worker_contracts.start_date <= UTC_DATE() LIMIT 1`
  )
  // The load runs for durationMs, and on for 5 s after the last restart if the restarts take longer.
  let stopAt = Date.now() + durationMs
  const running = () => Date.now() < stopAt
  let registrations = 0
  let validations = 0
  const claimed = new Set()
  const base = `/fr/api/${PROVIDER}/workers/company/${demo.companyId}`

  // Customers reading their lists, each with the session they signed in with once.
  const reader = async (index) => {
    const call = await signInCounted(counts, balancerUrl, 'demo', 'Demo1234!', `10.88.1.${index}`)
    if (!call) return
    const paths = [
      `${base}/contract/${demo.contractId}/workers`,
      `/fr/api/${PROVIDER}/company/${demo.companyId}/contracts`,
      `/fr/api/invoices/company/${demo.companyId}/contract/${demo.contractId}/list`,
      '/fr/api/auth/session',
    ]
    for (let i = 0; running(); i++)
      await counted(counts, 'list read', () => call('GET', paths[i % paths.length]))
  }
  // People signing in and out.
  const signer = async (index) => {
    for (let round = 0; running(); round++) {
      const call = await signInCounted(counts, balancerUrl, 'demo', 'Demo1234!', `10.88.2.${index}`)
      if (call) await counted(counts, 'sign-in', () => call('POST', '/fr/api/auth/logout'))
    }
  }
  // New companies registering, each from a network of its own (registrations are throttled per address).
  const registrant = async (index) => {
    for (let round = 0; running(); round++) {
      const call = client(balancerUrl)
      const headers = { 'X-Test-Client': `10.89.${index}.${round % 250}` }
      await counted(counts, 'registration', () => call('POST', '/session/csrf', undefined, headers))
      const body = registrationBody(
        `Rolling Cargo ${process.pid}-${index}-${round}`,
        polishVatNumber(),
        `rolling.${process.pid}.${index}.${round}@example.com`
      )
      const answer = await counted(counts, 'registration', () =>
        call('POST', `/fr/api/${PROVIDER}/workers/register`, body, headers)
      )
      if (answer?.status === 200) registrations++
    }
  }
  // A customer uploading a document to a posting, reading it back, and removing it.
  const uploader = async (index) => {
    const call = await signInCounted(counts, balancerUrl, 'demo', 'Demo1234!', `10.88.3.${index}`)
    if (!call) return
    const bytes = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.alloc(200_000, 0x42),
      Buffer.from('\n%%EOF\n'),
    ])
    for (let round = 0; running(); round++) {
      const form = new FormData()
      form.append('files', new Blob([bytes], { type: 'application/pdf' }), `rolling-${index}-${round}.pdf`)
      form.append('categories', 'OTHER')
      const xsrf = call.jar.get('XSRF-TOKEN')
      const uploaded = await counted(counts, 'document', async () => {
        const response = await fetch(`${balancerUrl}${base}/worker/${demo.workerId}/documents/upload`, {
          method: 'POST',
          headers: { Cookie: call.cookie(), 'X-XSRF-TOKEN': xsrf, Accept: 'application/json' },
          body: form,
        })
        const text = await response.text()
        return { status: response.status, text, json: response.ok ? JSON.parse(text) : null }
      })
      const document = uploaded?.json?.files?.[0]
      if (!document) continue
      await counted(counts, 'document', async () => {
        const response = await fetch(`${balancerUrl}${base}/document/${document.id}/download`, {
          headers: { Cookie: call.cookie() },
        })
        const back = Buffer.from(await response.arrayBuffer())
        const same = Buffer.compare(back, bytes) === 0
        return { status: response.ok && !same ? 'error' : response.status, text: same ? '' : 'bytes differ' }
      })
      await counted(counts, 'document', () => call('POST', `${base}/document/${document.id}/remove`))
    }
  }
  // The staff validating the transfers the registrations above ordered, and reading the requests list.
  const admin = await signInCounted(counts, balancerUrl, 'admin', 'Admin1234!', '10.88.4.1')
  const validator = async () => {
    if (!admin) return
    while (running()) {
      const [pending] = await connection.query(
        `SELECT worker_requests.id FROM worker_requests JOIN companies ON companies.id = worker_requests.company_id
         WHERE worker_requests.status = 'pending_payment' AND companies.name LIKE ? ORDER BY worker_requests.id LIMIT 20`,
        [`Rolling Cargo ${process.pid}-%`]
      )
      const request = pending.find((row) => !claimed.has(row.id))
      if (!request) {
        await counted(counts, 'admin read', () =>
          admin(
            'GET',
            `/fr/api/admin/requests?range=${encodeURIComponent('[0,24]')}&sort=${encodeURIComponent('["id","DESC"]')}`
          )
        )
        await sleep(200)
        continue
      }
      claimed.add(request.id)
      const today = new Date().toISOString().slice(0, 10)
      const answer = await counted(counts, 'validation', () =>
        admin('POST', `/fr/api/admin/requests/${request.id}/validate`, {
          startDates: [{ countryCode: 'FR', startDate: today }],
        })
      )
      if (answer?.status === 200) validations++
    }
  }

  const roles = [
    ...Array.from({ length: 8 }, (_, i) => () => reader(i)),
    ...Array.from({ length: 3 }, (_, i) => () => signer(i)),
    ...Array.from({ length: 4 }, (_, i) => () => registrant(i)),
    ...Array.from({ length: 3 }, (_, i) => () => uploader(i)),
    ...Array.from({ length: 2 }, () => validator),
  ]
  if (roles.length !== clients) throw new Error(`${roles.length} clients, ${clients} meant`)
  const load = Promise.all(roles.map((role) => role()))

  // Each process in turn, while the load runs: a few seconds of load before, between and after.
  const restarts = []
  await sleep(5_000)
  for (let index = 0; index < processes; index++) {
    const started = Date.now()
    const exitCode = await restart(index)
    restarts.push({ exitCode, seconds: ((Date.now() - started) / 1000).toFixed(1) })
    await sleep(3_000)
  }
  const restartsDone = Date.now()
  stopAt = Math.max(stopAt, restartsDone + 5_000)
  await load

  let total = 0
  let failed = 0
  const figures = []
  for (const [kind, { requests, failed: kindFailed }] of counts.byKind) {
    total += requests
    failed += kindFailed
    figures.push(`${kind} ${requests}${kindFailed ? ` (${kindFailed} failed)` : ''}`)
  }
  console.log(
    `       ${clients} clients for ${durationMs / 1000} s: ${total} requests (${figures.join(', ')}); ` +
      `restarts (exit code, seconds to ready): ${restarts.map((r) => `${r.exitCode}/${r.seconds} s`).join(', ')}; ` +
      `load went on ${((stopAt - restartsDone) / 1000).toFixed(0)} s after the last; ` +
      `${balancer.stats.retried} connections the balancer sent on to another process`
  )
  check(
    `a rolling restart of the ${processes} processes under load fails no request`,
    failed === 0 && restarts.every((r) => r.exitCode === 0) && restarts.length === processes,
    failed === 0
      ? `${total} requests, 0 failed`
      : `${failed} of ${total} failed: ${counts.failures.join(' | ')}`
  )
  check(
    'every kind of work went on during the restarts',
    ['list read', 'sign-in', 'document'].every((kind) => counts.byKind.has(kind)) &&
      registrations > 0 &&
      validations > 0,
    `${registrations} registrations, ${validations} validations`
  )
}
