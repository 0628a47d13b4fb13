import { test } from '@japa/runner'
import { logLines, startApiServer, type ApiServer } from '#tests/helpers/api_server'
import { startPrivateRedis, type PrivateRedis } from '#tests/helpers/private_redis'
import { getJson, statusOnceBack, UNAVAILABLE } from '#tests/helpers/outage'

/** A public call; with a session cookie, its session is read from Redis first. */
const READ = (lang: string) => `/${lang}/api/representativeCountries/list`

/** A session held in Redis: the cookies of POST /session/csrf, as a browser would send them back. */
async function openSession(server: ApiServer) {
  const response = await fetch(server.url('/session/csrf'), { method: 'POST' })
  if (response.status !== 204) throw new Error(`POST /session/csrf answered ${response.status}`)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

/**
 * The api keeps running while Redis (its sessions and login throttles) restarts: calls with a session answer 503
 * with a translated message during the outage (never a 500), /health/ready names Redis as failing while the process
 * stays alive, and the same process serves again once Redis is back. Redis is a private server the test stops.
 */
test.group('Operations | Redis outage', (group) => {
  let redis: PrivateRedis
  let server: ApiServer
  group.setup(async () => {
    redis = await startPrivateRedis()
    server = await startApiServer({
      ...redis.env,
      REDIS_KEY_PREFIX: 'pw-outage:',
      SESSION_DRIVER: 'redis',
      LIMITER_STORE: 'redis',
      QUEUE_DRIVER: 'sync',
      DRIVE_DISK: 'fs',
    })
    return async () => {
      server.process.kill('SIGKILL')
      await redis.destroy()
    }
  })

  test('503 while Redis is down, 200 again once it is back, without restarting the api', async ({
    assert,
  }) => {
    const cookie = await openSession(server)
    assert.equal((await getJson(server, READ('en'), cookie)).status, 200)
    assert.deepEqual((await getJson(server, '/health/ready')).body, {
      status: 'ok',
      checks: [
        { name: 'database', status: 'ok' },
        { name: 'redis', status: 'ok' },
      ],
    })

    await redis.stop()
    for (const lang of ['en', 'fr', 'pl'] as const) {
      const answer = await getJson(server, READ(lang), cookie)
      assert.equal(answer.status, 503)
      assert.deepEqual(answer.body, { errors: [{ message: UNAVAILABLE[lang] }] })
    }
    const ready = await getJson(server, '/health/ready')
    assert.equal(ready.status, 503)
    assert.deepEqual(ready.body, {
      status: 'error',
      checks: [
        { name: 'database', status: 'ok' },
        { name: 'redis', status: 'error' },
      ],
    })
    assert.equal((await getJson(server, '/health/live')).status, 200)

    await redis.start()
    assert.equal(await statusOnceBack(server, READ('en'), cookie), 200)
    assert.equal((await getJson(server, '/health/ready')).status, 200)
    // A new session works too: its first write goes to the Redis that came back.
    assert.equal((await getJson(server, READ('pl'), await openSession(server))).status, 200)

    assert.isNull(server.process.exitCode)
    const lines = logLines(server)
    assert.deepEqual(
      lines.filter((line) => Number(line.level) >= 50),
      [],
      'nothing is logged as an error'
    )
    assert.isTrue(lines.some((line) => line.msg === 'a service the api needs is unavailable'))
  }).timeout(180_000)
})
