import type { Group } from '@japa/runner/core'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
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
  group.each.setup(clearThrottles)
}

async function clearThrottles() {
  await limiter.clear(['memory'])
  if (env.get('LIMITER_STORE') === 'redis') await deleteOwnKeys(`${LIMITER_KEY_PREFIX}:*`)
}

/**
 * Each test of the group writes for real and every table is emptied afterwards (the test database holds nothing
 * between tests). For the tests of the full-text searches: InnoDB's FULLTEXT indexes only see committed rows, so a
 * search inside the rolled-back transaction above would find nothing.
 */
export function commitEachTest(group: Group) {
  group.each.setup(clearThrottles)
  group.each.setup(() => emptyTables)
}

async function emptyTables() {
  // One connection: FOREIGN_KEY_CHECKS is a session setting.
  await db.transaction(async (trx) => {
    const [tables] = await trx.rawQuery(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() AND table_type = 'BASE TABLE'"
    )
    await trx.rawQuery('SET FOREIGN_KEY_CHECKS = 0')
    try {
      for (const { name } of tables as { name: string }[]) {
        if (!name.startsWith('adonis_schema')) await trx.rawQuery('DELETE FROM ??', [name])
      }
    } finally {
      await trx.rawQuery('SET FOREIGN_KEY_CHECKS = 1')
    }
  })
}
