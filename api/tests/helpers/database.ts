import type { Group } from '@japa/runner/core'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import env from '#start/env'
import { LIMITER_KEY_PREFIX } from '#config/limiter'
import { deleteOwnKeys } from '#tests/helpers/redis'

/**
 * Each test of the group runs inside a database transaction that is rolled back afterwards, and starts with no
 * login failures counted (the memory store emptied, or this run's counters deleted from Redis), so no test sees
 * another's rows or failures, whatever the order.
 */
export function isolateEachTest(group: Group) {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await limiter.clear(['memory'])
    if (env.get('LIMITER_STORE') === 'redis') await deleteOwnKeys(`${LIMITER_KEY_PREFIX}:*`)
  })
}
