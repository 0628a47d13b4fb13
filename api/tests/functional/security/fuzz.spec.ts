import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import Attachment from '#models/attachment'
import type User from '#models/user'
import { isolateEachTest } from '#tests/helpers/database'
import { trustLoopbackProxy } from '#tests/helpers/http'
import { spaPage } from '#tests/helpers/spa_pages'
import { createAdmin } from '#tests/helpers/users'
import { createWorkerRequest, seedReferenceData } from '#tests/helpers/purchase'
import { fillPattern, registeredRoutes, type RegisteredRoute } from '#tests/helpers/routes'
import { hostileAdminBody, hostileBody, hostileQuery, seededRandom, type Random } from '#tests/helpers/fuzz'
import { createDocument, createWorker, customerWithContract } from '#tests/functional/workers/worker_fixtures'

const SEED = Number(process.env.FUZZ_SEED ?? 20261124)
/** Requests per route: writes get most of them, reads still get their hostile query strings. */
const PER_WRITE_ROUTE = 70
const PER_READ_ROUTE = 12
/** Requests per back-office write: about 300 in all, a few seconds. */
const PER_ADMIN_WRITE_ROUTE = 20

/**
 * Routes that act on their URL alone (no body to refuse): a signed-in customer sends them with another company's
 * ids, so that they answer 404 and the test can still assert that nothing was written.
 */
const ACTS_WITHOUT_BODY = new Set([
  'api.workers.remove',
  'api.workers.documents.remove',
  'api.company.migrateToMobilityPacket',
  'api.workers.request.pay',
  // A roadside link is made, revoked or sent whatever the body holds (none, or an address a fuzzed body may well be).
  'api.roadside.link.create',
  'api.roadside.link.revoke',
  'api.roadside.link.send',
  // An erasure takes no body: the driver named is erased, or refused with the reason.
  'api.drivers.erase',
])

/**
 * Tables whose rows every route leaves alone when its input is refused (sessions, throttles, the offer stored on its
 * first download and exports' audit lines aside).
 */
async function rowCounts() {
  const tables: { name: string }[] = await db
    .from('information_schema.tables')
    .where('table_schema', db.connection().getWriteClient().client.database())
    .whereNotIn('table_name', [
      'adonis_schema',
      'adonis_schema_versions',
      'sessions',
      'rate_limits',
      'offer_files',
    ])
    .select('table_name as name')
  const counts: Record<string, number> = {}
  for (const { name } of tables) {
    const query = db.from(name)
    // An admin's export is a read that is audited: its line is the one write a GET may make.
    if (name === 'audit_logs') query.whereNot('action', 'like', '%.export')
    const [row] = await query.count('* as total')
    counts[name] = Number(row.total)
  }
  return counts
}

interface Actors {
  customer: User
  admin: User
  own: Record<string, string | number>
  foreign: Record<string, string | number>
}

/** Another company's contract, worker and document. */
async function foreignObjects() {
  const { contract } = await customerWithContract()
  const worker = await createWorker(contract)
  const document = await createDocument(worker)
  return { contract, worker, document }
}

async function actors(): Promise<Actors> {
  const mine = await customerWithContract()
  const worker = await createWorker(mine.contract)
  const document = await createDocument(worker)
  const request = await createWorkerRequest(mine.user, { status: 'pending_payment', mop: 'CARD', lines: [] })
  const other = await foreignObjects()
  return {
    customer: mine.user,
    admin: await createAdmin(),
    own: {
      id: mine.company.id,
      contractId: mine.contract.id,
      workerId: worker.id,
      documentId: document.id,
      requestId: request.requestId,
      invoiceId: 1,
    },
    foreign: {
      id: other.contract.companyId,
      contractId: other.contract.id,
      workerId: other.worker.id,
      documentId: other.document.id,
      requestId: 'PW-0000-NOPE0000',
      invoiceId: 999_999,
    },
  }
}

function isAdminRoute(route: RegisteredRoute) {
  return route.pattern.includes('/api/admin/')
}

/**
 * Back-office actions that take no body: sent with ids that exist nowhere (404), so that the test can still assert
 * that nothing was written.
 */
const ADMIN_ACTS_WITHOUT_BODY = new Set([
  'api.admin.requests.remove',
  'api.admin.attachments.destroy',
  'api.admin.companies.checkVatNumber',
])

/** The records the back-office writes name in their URLs, by route (the pattern's `:id` names each its own). */
async function adminTargets(people: Actors) {
  const reference = await seedReferenceData()
  const { contract } = await customerWithContract()
  await people.customer.load('profile')
  const attachment = await Attachment.create({
    titleFr: 'Guide',
    hasCode: false,
    isActive: true,
    fileKey: 'attachments/fuzz.pdf',
    fileName: 'guide.pdf',
  })
  const request = await createWorkerRequest(people.customer, { status: 'pending_payment', lines: [] })
  const companyId = people.own.id
  return (route: RegisteredRoute): Record<string, string | number> => {
    if (ADMIN_ACTS_WITHOUT_BODY.has(route.name)) return { id: 999_999 }
    const ids: Record<string, number> = {
      'api.admin.profiles.update': people.customer.profile.id,
      'api.admin.requests.validate': request.id,
      'api.admin.businessIntroducers.update': reference.promo.id,
      'api.admin.representativeCountries.update': reference.country('FR').id,
      'api.admin.attachments.update': attachment.id,
      'api.admin.companies.update': Number(companyId),
    }
    return { id: ids[route.name] ?? 999_999, contractId: contract.id, invoiceId: 999_999, companyId }
  }
}

/** One hostile request to `route`, as anonymous, the customer, or (admin lists) the admin. */
function hostileRequest(client: ApiClient, random: Random, route: RegisteredRoute, people: Actors) {
  const admin = isAdminRoute(route)
  const who = admin
    ? random.next() < 0.7
      ? people.admin
      : null
    : random.next() < 0.65
      ? people.customer
      : null
  const values = who === people.customer && ACTS_WITHOUT_BODY.has(route.name) ? people.foreign : people.own
  const url = fillPattern(route.pattern, {
    ...values,
    lang: random.pick(['fr', 'pl', 'en']),
    docLang: random.pick(['fr', 'pl']),
    '*': random.pick(['fr/home', 'admin/x', 'pl/%ED%A0%80', 'en/..%2f..%2fetc']),
  })
  const query = hostileQuery(random)
  const path = query ? `${url}?${query}` : url
  // An admin reads lists here; its writes have the test of their own below.
  const method = admin && who === people.admin ? 'GET' : route.method
  let request = client
    .request(path, method as 'GET')
    .redirects(0)
    .header('X-Forwarded-For', `10.77.${random.int(250)}.${random.int(250)}`)
  if (method !== 'GET') {
    const body = hostileBody(random)
    request = request.unsafeJson(body.payload).type(body.contentType).withCsrfToken()
  }
  return who ? request.loginAs(who) : request
}

test.group('Security | fuzzing every public and customer route', (group) => {
  isolateEachTest(group)
  trustLoopbackProxy(group)
  // The SPA pages are fuzzed too: a checkout that was never built gets placeholder pages, not 503s.
  group.setup(async () => {
    const pages = [await spaPage('portal'), await spaPage('admin')]
    return async () => {
      for (const page of pages) await page.cleanup()
    }
  })

  test('malformed bodies and query strings never answer 5xx and write nothing', async ({
    client,
    assert,
  }) => {
    const random = seededRandom(SEED)
    const people = await actors()
    const routes = registeredRoutes().filter((route) => !isAdminRoute(route) || route.method === 'GET')
    const before = await rowCounts()
    const failures: string[] = []

    const plan = routes.flatMap((route) =>
      Array.from<RegisteredRoute>({ length: route.method === 'GET' ? PER_READ_ROUTE : PER_WRITE_ROUTE }).fill(
        route
      )
    )
    assert.isAtLeast(plan.length, 2000)

    for (const [i, route] of plan.entries()) {
      const response = await hostileRequest(client, random, route, people)
      if (response.status() >= 500) {
        failures.push(
          `#${i} ${route.method} ${route.pattern} → ${response.status()} ${response.text().slice(0, 200)}`
        )
      }
    }

    assert.deepEqual(failures, [], `seed ${SEED} (FUZZ_SEED=${SEED} to replay)`)
    assert.deepEqual(await rowCounts(), before, `seed ${SEED}: a refused request wrote rows`)
  }).timeout(240_000)

  test('malformed bodies to every back-office write, signed in as an admin, never answer 5xx and write nothing', async ({
    client,
    assert,
  }) => {
    const random = seededRandom(SEED)
    const people = await actors()
    const targetOf = await adminTargets(people)
    const routes = registeredRoutes().filter((route) => isAdminRoute(route) && route.method !== 'GET')
    assert.isAtLeast(routes.length, 15)
    const before = await rowCounts()
    const failures: string[] = []

    for (const route of routes) {
      for (let i = 0; i < PER_ADMIN_WRITE_ROUTE; i++) {
        const body = hostileAdminBody(random)
        const url = fillPattern(route.pattern, { ...targetOf(route), lang: random.pick(['fr', 'pl', 'en']) })
        const response = await client
          .request(url, route.method as 'POST')
          .redirects(0)
          .unsafeJson(body.payload)
          .type(body.contentType)
          .withCsrfToken()
          .loginAs(people.admin)
        if (response.status() >= 500) {
          failures.push(
            `${route.method} ${route.pattern} #${i} → ${response.status()} ${response.text().slice(0, 200)}\n` +
              `  ${body.contentType}: ${body.payload.slice(0, 300)}`
          )
        }
      }
    }

    assert.deepEqual(failures, [], `seed ${SEED} (FUZZ_SEED=${SEED} to replay)`)
    assert.deepEqual(await rowCounts(), before, `seed ${SEED}: a refused back-office write wrote rows`)
  }).timeout(120_000)
})
