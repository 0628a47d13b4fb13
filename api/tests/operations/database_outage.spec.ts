import { test } from '@japa/runner'
import { logLines, startApiServer, type ApiServer } from '#tests/helpers/api_server'
import { spawnAce } from '#tests/helpers/child_processes'
import { startPrivateMariaDb, type PrivateMariaDb } from '#tests/helpers/private_mariadb'
import { readinessChecks } from '#tests/helpers/readiness'
import { getJson, statusOnceBack, UNAVAILABLE } from '#tests/helpers/outage'

/** A public call that reads the database (and, with database sessions, the session store). */
const READS_DATABASE = (lang: string) => `/${lang}/api/representativeCountries/list`

/** Callers that keep asking while the database goes away and comes back; the statuses they got. */
function load(server: ApiServer, callers: number) {
  const statuses = new Map<number, number>()
  let running = true
  const loops = Array.from({ length: callers }, async (_, index) => {
    while (running) {
      const { status } = await getJson(server, READS_DATABASE(['en', 'fr', 'pl'][index % 3])).catch(() => ({
        status: 0,
      }))
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  })
  return {
    async stop() {
      running = false
      await Promise.all(loops)
      return statuses
    },
  }
}

/**
 * The api keeps running while its database restarts: answers 503 with a translated message during the outage
 * (never a 500), says it is not ready but alive, and serves again once the database is back, same process. The
 * database is a private MariaDB started and stopped by the test.
 */
test.group('Operations | database outage', (group) => {
  let database: PrivateMariaDb
  let server: ApiServer
  const serverEnv = { SESSION_DRIVER: 'database' }
  group.setup(async () => {
    database = await startPrivateMariaDb()
    const admin = await database.connect()
    await admin.query('CREATE DATABASE outage')
    await admin.end()
    const migrate = spawnAce(['db:migrate', '--force'], { ...database.env('outage'), NODE_ENV: 'production' })
    if ((await migrate.exited) !== 0) throw new Error(migrate.output())
    server = await startApiServer({ ...database.env('outage'), ...serverEnv })
    return async () => {
      server.process.kill('SIGKILL')
      await database.destroy()
    }
  })

  test('503 while the database is down, 200 again once it is back, without restarting the api', async ({
    assert,
  }) => {
    assert.equal((await getJson(server, READS_DATABASE('en'))).status, 200)
    assert.equal((await getJson(server, '/health/ready')).status, 200)
    const traffic = load(server, 4)

    await database.stop()
    for (const lang of ['en', 'fr', 'pl'] as const) {
      const answer = await getJson(server, READS_DATABASE(lang))
      assert.equal(answer.status, 503)
      assert.deepEqual(answer.body, { errors: [{ message: UNAVAILABLE[lang] }] })
    }
    const ready = await getJson(server, '/health/ready')
    assert.equal(ready.status, 503)
    // On Redis and S3 (the scale-out run's settings, inherited by the api process) they still answer.
    assert.deepEqual(ready.body, {
      status: 'error',
      checks: readinessChecks({ database: 'error' }, { ...process.env, ...serverEnv }),
    })
    assert.equal((await getJson(server, '/health/live')).status, 200)

    await database.start()
    assert.equal(await statusOnceBack(server, READS_DATABASE('en')), 200)
    assert.equal((await getJson(server, '/health/ready')).status, 200)
    const statuses = await traffic.stop()

    assert.isNull(server.process.exitCode)
    assert.sameMembers(
      [...statuses.keys()].filter((code) => code !== 200 && code !== 503),
      []
    )
    assert.isAbove(statuses.get(503) ?? 0, 0)
    const lines = logLines(server)
    assert.deepEqual(
      lines.filter((line) => Number(line.level) >= 50),
      [],
      'nothing is logged as an error'
    )
    assert.isTrue(lines.some((line) => line.msg === 'a service the api needs is unavailable'))
    assert.isTrue(lines.some((line) => line.msg === 'not ready'))
  }).timeout(300_000)
})
