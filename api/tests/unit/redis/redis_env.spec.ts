import { spawnSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { Env } from '@adonisjs/core/env'
import { needsRedisHostFor } from '#services/redis/redis_env'

const storeChoice = needsRedisHostFor('redis', Env.schema.enum(['database', 'redis'] as const))

test.group('Redis | configuration', (group) => {
  group.each.setup(() => {
    const host = process.env.REDIS_HOST
    return () => {
      if (host === undefined) delete process.env.REDIS_HOST
      else process.env.REDIS_HOST = host
    }
  })

  test('redis chosen without REDIS_HOST is refused, naming the key to set', ({ assert }) => {
    process.env.REDIS_HOST = ''
    assert.throws(
      () => storeChoice('SESSION_DRIVER', 'redis'),
      'SESSION_DRIVER=redis needs REDIS_HOST (the Redis server to use): set REDIS_HOST, or choose another SESSION_DRIVER'
    )
  })

  test('redis with REDIS_HOST, or another choice without it, is accepted', ({ assert }) => {
    process.env.REDIS_HOST = '10.0.0.5'
    assert.equal(storeChoice('LIMITER_STORE', 'redis'), 'redis')
    delete process.env.REDIS_HOST
    assert.equal(storeChoice('LIMITER_STORE', 'database'), 'database')
    assert.throws(() => storeChoice('LIMITER_STORE', 'file'), /LIMITER_STORE/)
  })

  test('the api refuses to start with QUEUE_DRIVER=redis and no REDIS_HOST', async ({ assert }) => {
    // This run's settings, but no .env file (an empty ENV_PATH) to bring REDIS_HOST back.
    const noEnvFiles = await mkdtemp(join(tmpdir(), 'pw-env-'))
    try {
      const run = spawnSync(process.execPath, ['ace', 'list'], {
        cwd: app.makePath(),
        env: { ...process.env, ENV_PATH: noEnvFiles, QUEUE_DRIVER: 'redis', REDIS_HOST: '' },
        encoding: 'utf8',
      })
      assert.notEqual(run.status, 0)
      assert.include(run.stdout + run.stderr, 'QUEUE_DRIVER=redis needs REDIS_HOST')
    } finally {
      await rm(noEnvFiles, { recursive: true })
    }
  }).timeout(60_000)
})
