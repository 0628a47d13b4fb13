import { test } from '@japa/runner'
import type { ApiResponse } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import drive from '@adonisjs/drive/services/main'
import type User from '#models/user'
import AuditLog from '#models/audit_log'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin } from '#tests/helpers/users'
import { registeredRoutes } from '#tests/helpers/routes'
import { SCENARIOS, type ExpectedLine } from '#tests/functional/security/admin_audit_scenarios'
import {
  PORTAL_SCENARIOS,
  PORTAL_WRITES_WITHOUT_LINE,
} from '#tests/functional/security/portal_audit_scenarios'

/** The routes that must write one audit line: every back-office write, and the exports (a read worth recording). */
function auditedRoutes() {
  return registeredRoutes().filter(
    (route) =>
      route.pattern.includes('/api/admin/') && (route.method !== 'GET' || route.name.endsWith('.export'))
  )
}

/**
 * The portal's writes on a company's record: a customer route outside the back-office naming a company, contract,
 * worker, document or request in its URL. Admins reach every company through them (the company's page).
 */
function portalWriteRoutes() {
  return registeredRoutes().filter(
    (route) =>
      route.method !== 'GET' &&
      !route.pattern.includes('/api/admin/') &&
      route.params.some((param) => !['lang', 'docLang', '*'].includes(param))
  )
}

const SIDES = {
  update: { before: true, after: true },
  create: { before: false, after: true },
  delete: { before: true, after: false },
  export: { before: false, after: false },
  act: { before: false, after: false },
} as const

async function lastLineId() {
  const last = await AuditLog.query().orderBy('id', 'desc').first()
  return last?.id ?? 0
}

function linesAfter(id: number) {
  return AuditLog.query().where('id', '>', id).orderBy('id', 'asc')
}

function assertSucceeded(assert: Assert, response: ApiResponse) {
  assert.isAtLeast(response.status(), 200, response.text())
  assert.isBelow(response.status(), 300, response.text())
}

/** The lines written since `since` are exactly the expected one, by `admin` from the test's address. */
async function assertOneLine(
  assert: Assert,
  name: string,
  since: number,
  admin: User,
  expected: ExpectedLine
) {
  const lines = await linesAfter(since)
  assert.deepEqual(
    lines.map((line) => line.action),
    [expected.action],
    `${name}: the lines it wrote`
  )
  const [line] = lines
  assert.containsSubset(line.serialize(), {
    userId: admin.id,
    action: expected.action,
    subjectType: expected.subjectType,
    subjectId: expected.subjectId,
    ip: '127.0.0.1',
  })
  const payload = line.payload ?? {}
  const sides = SIDES[expected.kind]
  assert.equal('before' in payload, sides.before, `${name}: before`)
  assert.equal('after' in payload, sides.after, `${name}: after`)
  if (expected.kind === 'update') {
    assert.sameMembers(
      Object.keys(payload.before as object),
      Object.keys(payload.after as object),
      `${name}: both sides name the same fields`
    )
  }
  // An export says what it held: a list's filter and sort, or the accountant's period.
  if (expected.kind === 'export' && !('period' in payload)) assert.properties(payload, ['filter', 'sort'])
  if (expected.payload) assert.containsSubset(payload, expected.payload)
}

test.group('Security | every admin write leaves exactly one audit line', (group) => {
  isolateEachTest(group)
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('every audited route has a scenario, and every scenario a route', ({ assert }) => {
    const names = auditedRoutes().map((route) => route.name)
    assert.deepEqual(
      names.filter((name) => !SCENARIOS[name]),
      [],
      'routes without a scenario in admin_audit_scenarios.ts'
    )
    assert.deepEqual(
      Object.keys(SCENARIOS).filter((name) => !names.includes(name)),
      [],
      'scenarios of routes that do not exist'
    )
  })

  test('{$self}')
    .with(Object.keys(SCENARIOS).sort())
    .run(async ({ client, assert }, name) => {
      const admin = await createAdmin()
      const prepared = await SCENARIOS[name](client, admin)
      const since = await lastLineId()

      const response = await prepared.write()

      assertSucceeded(assert, response)
      await assertOneLine(assert, name, since, admin, prepared.line(response.body()))
    })
})

test.group(
  "Security | an admin's write on a company's portal page leaves exactly one audit line",
  (group) => {
    isolateEachTest(group)
    group.each.setup(() => {
      drive.fake()
      return () => drive.restore()
    })

    test('every portal write on a company has a scenario or a reason to write nothing', ({ assert }) => {
      const names = portalWriteRoutes().map((route) => route.name)
      assert.deepEqual(
        names.filter((name) => !PORTAL_SCENARIOS[name] && !PORTAL_WRITES_WITHOUT_LINE[name]),
        [],
        'routes without a scenario in portal_audit_scenarios.ts'
      )
      assert.deepEqual(
        [...Object.keys(PORTAL_SCENARIOS), ...Object.keys(PORTAL_WRITES_WITHOUT_LINE)].filter(
          (name) => !names.includes(name)
        ),
        [],
        'scenarios of routes that do not exist'
      )
    })

    test('{$self}: by an admin, one line')
      .with(Object.keys(PORTAL_SCENARIOS).sort())
      .run(async ({ client, assert }, name) => {
        const admin = await createAdmin()
        const prepared = await PORTAL_SCENARIOS[name](client)
        const since = await lastLineId()

        const response = await prepared.write(admin)

        assertSucceeded(assert, response)
        await assertOneLine(assert, name, since, admin, await prepared.line(response.body()))
      })

    test('{$self}: by the company’s customer, no line')
      .with(Object.keys(PORTAL_SCENARIOS).sort())
      .run(async ({ client, assert }, name) => {
        const prepared = await PORTAL_SCENARIOS[name](client)
        const since = await lastLineId()

        const response = await prepared.write(prepared.customer)

        assertSucceeded(assert, response)
        assert.lengthOf(await linesAfter(since), 0)
      })

    test('{$self}: refused to an admin, no line')
      .with(Object.keys(PORTAL_SCENARIOS).sort())
      .run(async ({ client, assert }, name) => {
        const admin = await createAdmin()
        const prepared = await PORTAL_SCENARIOS[name](client)
        const since = await lastLineId()

        const response = await prepared.refused(admin)

        assert.isAtLeast(response.status(), 400, response.text())
        assert.isBelow(response.status(), 500, response.text())
        assert.lengthOf(await linesAfter(since), 0)
      })
  }
)
