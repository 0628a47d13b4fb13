import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import AuditLog from '#models/audit_log'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin } from '#tests/helpers/users'
import { registeredRoutes } from '#tests/helpers/routes'
import { SCENARIOS } from '#tests/functional/security/admin_audit_scenarios'

/** The routes that must write one audit line: every back-office write, and the exports (a read worth recording). */
function auditedRoutes() {
  return registeredRoutes().filter(
    (route) =>
      route.pattern.includes('/api/admin/') && (route.method !== 'GET' || route.name.endsWith('.export'))
  )
}

const SIDES = {
  update: { before: true, after: true },
  create: { before: false, after: true },
  delete: { before: true, after: false },
  export: { before: false, after: false },
} as const

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
      const last = await AuditLog.query().orderBy('id', 'desc').first()

      const response = await prepared.write()

      assert.isAtLeast(response.status(), 200, response.text())
      assert.isBelow(response.status(), 300, response.text())
      const expected = prepared.line(response.body())
      const lines = await AuditLog.query()
        .where('id', '>', last?.id ?? 0)
        .orderBy('id', 'asc')
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
    })
})
