/** The checks that N api processes behave as one; each prints its line and is counted in `results`. */
import { statSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { client } from '../bench/http.mjs'
import { nextTotpCode } from '../bench/totp.mjs'

const PROVIDER = 'eurofiscalis'

export const results = []
export function check(name, ok, detail = '') {
  results.push(ok)
  console.log(`${ok ? 'ok    ' : 'FAILED'} ${name}${detail ? `: ${detail}` : ''}`)
}

/** A Polish NIP nobody has yet: nine random digits and their check digit. */
export function polishVatNumber() {
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

/** A registration's body: a Polish company ordering France by bank transfer (the demo's typical customer). */
export function registrationBody(name, vatNumber, email) {
  return {
    company: {
      name: `${name} Sp. z o.o.`,
      vatNumber,
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
      email,
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
}

/**
 * Signs in through one process, as the apps do; the client keeps the session cookie. An account with a second factor
 * (the demo admin) types the next unused code of the demo secret.
 */
async function signInThrough(port, login, password) {
  const call = client(`http://127.0.0.1:${port}`)
  await call('POST', '/session/csrf')
  let answer = await call('POST', '/fr/api/auth/login', { login, password })
  if (answer.status === 200 && answer.json?.totpRequired) {
    answer = await call('POST', '/fr/api/auth/login/totp', { code: await nextTotpCode() })
  }
  return { call, answer }
}

async function sessionOn(port, cookie) {
  const response = await fetch(`http://127.0.0.1:${port}/fr/api/auth/session`, {
    headers: { Cookie: cookie, Accept: 'application/json' },
  })
  return (await response.json()).isLoggedIn === true
}

export async function checkSessions(ports) {
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

export async function checkThrottle(ports) {
  // Five wrong passwords from one address lock the account for that address whichever processes they reach.
  for (let attempt = 0; attempt < 5; attempt++) {
    await signInThrough(ports[attempt % ports.length], 'user1', 'wrong-password')
  }
  const statuses = []
  for (const port of ports) statuses.push((await signInThrough(port, 'user1', 'Demo1234!')).answer.status)
  check(
    'five wrong passwords spread over the processes lock the account for that address on every process',
    statuses.every((status) => status === 429),
    statuses.join(', ')
  )
}

export async function checkNumbering(balancer, ports, connection) {
  const count = 50
  const registrations = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const call = client(balancer)
      const body = registrationBody(
        `Cluster Cargo ${i}`,
        polishVatNumber(),
        `cluster.${process.pid}.${i}@example.com`
      )
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
  // One sign-in, its session shared by every process (a code is used once: three sign-ins would wait for three steps).
  const admin = (await signInThrough(ports[0], 'admin', 'Admin1234!')).call
  const admins = ports.map((port) => client(`http://127.0.0.1:${port}`, admin.jar))
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

export async function checkReminders(connection, mailDirectory, processes) {
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

export async function checkFiles(ports, connection, s3Directory) {
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
