import type { Group } from '@japa/runner/core'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'

/**
 * Each test of the group runs inside a database transaction that is rolled back afterwards, and starts with an
 * empty rate-limiter memory store, so no test sees another's rows or login failures, whatever the order.
 */
export function isolateEachTest(group: Group) {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
}
