#!/usr/bin/env node
/**
 * The bare server the benchmark holds the api against: plain node `http` and its own mysql2 pool, no framework, no
 * session, no model. For each list page it was given (the statements `node ace list:sql --list <list>` printed for
 * that query string: the page's ids and the count together, then the page's rows), it sends exactly that SQL and
 * answers the JSON the api answers, with its Content-Range, uncompressed.
 *
 *   node scripts/bench/bare_server.mjs <config.json>
 *
 * config.json: { "port": 3483, "db": { mysql2 options }, "pages": { "/requests?filter=…": { "list": "requests",
 * "resource": "requests", "offset": 0, "limit": 25, "statements": { "together": [...], "then": [...] },
 * "countCap": 1000 } }, "countCap": 10000, "signedIn": { "sessionId": "…", "userId": 1 } }: a page's countCap (the
 * number its list counts up to, which list:sql prints: a search's is smaller) before the default one.
 *
 * With `signedIn`, every call first reads what the api reads of a signed-in caller before its list, the same two
 * statements: the session's row (api/app/services/auth/session_store.ts) and its user (the session guard's
 * findById), so that the throughput ratio compares the same database work.
 * It prints "listening" once ready and stops on SIGTERM.
 */
import http from 'node:http'
import { readFileSync } from 'node:fs'
import mysql from 'mysql2/promise'

const DAY_MS = 86_400_000
const CONTRACT_DAYS = 183
const addDays = (date, days) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
const contractEndDate = (start) => addDays(start, CONTRACT_DAYS - 1)
const isPending = (status) => status === 'pending_payment' || status === 'payment_failed'
/** An instant as the api's Luxon writes it in the process's zone (the benchmark runs both in UTC). */
const isoInstant = (date) => date.toISOString().replace('Z', '+00:00')

/** The proposed or actual dates of a request's line (api/app/services/requests/line_dates.ts). */
function lineDates(request, line, today) {
  if (line.startDate)
    return { startDate: line.startDate, endDate: line.endDate ?? contractEndDate(line.startDate) }
  if (!isPending(request.status)) return { startDate: null, endDate: line.endDate }
  if (request.type === 'upgrade') {
    return { startDate: today, endDate: line.endDate ?? line.sourceEndDate ?? contractEndDate(today) }
  }
  const next = line.sourceEndDate ? addDays(line.sourceEndDate, 1) : today
  const startDate = next > today ? next : today
  return { startDate, endDate: contractEndDate(startDate) }
}

/** The rows of the requests list as the api presents them (presenters/request_presenter.ts). */
function presentRequests([rows, lines]) {
  const today = new Date().toISOString().slice(0, 10)
  const byRequest = new Map()
  for (const line of lines) {
    if (!byRequest.has(line.workerRequestId)) byRequest.set(line.workerRequestId, [])
    byRequest.get(line.workerRequestId).push(line)
  }
  return rows.map((row) => {
    const pending = isPending(row.status)
    return {
      id: row.id,
      requestId: row.requestId,
      type: row.type,
      status: row.status,
      mop: row.mop,
      createdAt: isoInstant(row.createdAt),
      companyName: row.companyName,
      company: { id: row.companyId, name: row.companyName, vatNumber: row.vatNumber },
      user:
        row.userLogin !== null
          ? { login: row.userLogin, email: row.userEmail, phone: row.userPhone ?? null }
          : null,
      promoCode: row.promoCode,
      amountCents: row.amountCents,
      currency: row.currency,
      paymentReference: row.paymentReference,
      contracts: (byRequest.get(row.id) ?? []).map((line) => ({
        countryCode: line.countryCode,
        countryName: line.countryName,
        isMobilityPackage: Boolean(line.isMobilityPackage),
        allowedNumberOfWorkers: line.allowedNumberOfWorkers,
        monthlyAmountCents: line.monthlyAmountCents,
        totalAmountCents: line.totalAmountCents,
        ...lineDates(row, line, today),
        businessIntroducerCode: row.promoCode,
      })),
      isValidationAllowed: pending,
      isRemoveAllowed: pending,
    }
  })
}

/** The rows of the profiles list as the api presents them (presenters/profile_presenter.ts). */
function presentProfiles([rows]) {
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    login: row.login,
    email: row.email,
    civility: row.civility,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    position: row.position,
    phone: row.phoneType
      ? { type: row.phoneType, number: row.phoneNumber }
      : { type: 'BUSINESS', number: null },
    companyName: row.companyName,
    company:
      row.companyId !== null
        ? {
            id: row.companyId,
            name: row.companyName,
            vatNumber: row.vatNumber,
            address: {
              addressLines: [row.addressLine1, row.addressLine2 ?? ''],
              postalCode: row.postalCode,
              city: row.city,
              countryCode: row.countryCode,
            },
          }
        : null,
  }))
}

const PRESENTERS = { requests: presentRequests, profiles: presentProfiles }

/**
 * The statements of a page's rows for the ids just read: those list:sql printed bind the page's ids and nothing
 * else, so the ids read now take their place (the same ids, as long as the data does not change).
 */
function withIds(statement, ids) {
  if (statement.bindings.length !== ids.length) throw new Error('A page statement binds more than its ids')
  return ids
}

export function createBareServer(config) {
  // The api's driver settings (config/database.ts): instants as Date objects in UTC, calendar dates as text.
  const pool = mysql.createPool({ ...config.db, timezone: 'Z', dateStrings: ['DATE'], connectionLimit: 10 })
  const server = http.createServer(async (request, response) => {
    const page = config.pages[request.url]
    if (!page) {
      response.writeHead(404).end()
      return
    }
    try {
      if (config.signedIn) {
        const [[session]] = await pool.query(
          'select `data`, `expires_at` from `sessions` where `id` = ? limit ?',
          [config.signedIn.sessionId, 1]
        )
        const [[user]] = await pool.query('select * from `users` where `id` = ? limit ?', [
          config.signedIn.userId,
          1,
        ])
        if (!session || !user) {
          response.writeHead(401).end()
          return
        }
      }
      const { together, then } = page.statements
      const [[ids], counted] = await Promise.all(
        together.map(({ sql, bindings }) => pool.query(sql, bindings))
      )
      // The page's statement reads one row more than the page (whether another follows); the count stops past the
      // cap, where the api answers an unknown total. A search's one statement pages and counts its matches
      // (list_matched in each row).
      const pageIds = ids.slice(0, page.limit).map((row) => Number(row.id))
      const matched = counted ? Number(counted[0][0].total) : Number(ids[0]?.list_matched ?? 0)
      const total = matched > (page.countCap ?? config.countCap) ? '*' : matched
      // A page past the last row has no row statements (list:sql prints none, the api reads none): it is empty.
      let answer = []
      if (pageIds.length > 0) {
        const details = await Promise.all(
          then.map((statement) =>
            pool.query(statement.sql, withIds(statement, pageIds)).then(([rows]) => rows)
          )
        )
        const byId = new Map(details[0].map((row) => [row.id, row]))
        details[0] = pageIds.flatMap((id) => byId.get(id) ?? [])
        answer = PRESENTERS[page.list](details)
      }
      const end = answer.length === 0 ? page.offset : page.offset + answer.length - 1
      const body = JSON.stringify(answer)
      response.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
        'Content-Range': `${page.resource} ${page.offset}-${end}/${total}`,
      })
      response.end(body)
    } catch (error) {
      response.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error.message))
    }
  })
  server.keepAliveTimeout = 30_000
  const close = async () => {
    const closed = new Promise((resolve) => server.close(resolve))
    server.closeAllConnections()
    await closed
    await pool.end()
  }
  return { server, close }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = JSON.parse(readFileSync(process.argv[2], 'utf8'))
  const { server, close } = createBareServer(config)
  server.listen(config.port, '127.0.0.1', () => console.log('listening'))
  process.on('SIGTERM', async () => {
    await close()
    process.exit(0)
  })
}
