import { assert } from '@japa/assert'
import { apiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import type { Config } from '@japa/runner/types'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import { sessionApiClient } from '@adonisjs/session/plugins/api_client'
import { shieldApiClient } from '@adonisjs/shield/plugins/api_client'
import { authApiClient } from '@adonisjs/auth/plugins/api_client'
import testUtils from '@adonisjs/core/services/test_utils'
import env from '#start/env'
import { deleteOwnKeys } from '#tests/helpers/redis'
import { sessionsInConfiguredStore } from '#tests/helpers/session_client'
import { stopTestStorage } from '#tests/helpers/test_storage'

export const plugins: Config['plugins'] = [
  assert(),
  apiClient(),
  pluginAdonisJS(app),
  sessionApiClient(app),
  sessionsInConfiguredStore(app),
  shieldApiClient(),
  authApiClient(app),
]

async function ace(command: string, args: string[]) {
  const kernel = await app.container.make('ace')
  const run = await kernel.exec(command, args)
  if (run.exitCode) throw run.error ?? new Error(`"${command}" failed`)
}

async function deleteOwnKeysOnRedisStores() {
  if ([env.get('SESSION_DRIVER'), env.get('LIMITER_STORE')].includes('redis')) await deleteOwnKeys()
}

/**
 * The test database is migrated from scratch once per run (under our migration lock, db:migrate) and dropped at
 * the end; each functional test runs inside a transaction that is rolled back (see tests/helpers/database.ts).
 * Dropping rather than `migration:reset` keeps Lucid's advisory lock out of it: its name is the same for every
 * database on the server, so test runs of other databases beside this one would fail it at random.
 */
export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  setup: [
    async () => {
      await ace('db:migrate', ['--compact-output'])
      return () => ace('db:wipe', [])
    },
    // A run on Redis starts from none of its keys: a previous run's sessions were tagged with the same user ids.
    deleteOwnKeysOnRedisStores,
  ],
  // TEST_STORAGE=s3 (tests/helpers/test_storage.ts): the S3 server bin/test.ts started for the run.
  teardown: [deleteOwnKeysOnRedisStores, stopTestStorage],
}

export const configureSuite: Config['configureSuite'] = (suite) => {
  if (['browser', 'functional', 'operations', 'e2e'].includes(suite.name)) {
    return suite.setup(() => testUtils.httpServer().start())
  }
}
