import { test } from '@japa/runner'
import { BaseCheck, Result } from '@adonisjs/core/health'
import { registerReadinessCheck } from '#services/health/readiness'
import { readinessChecks } from '#tests/helpers/readiness'

class FixedCheck extends BaseCheck {
  constructor(
    public name: string,
    private answer: () => Promise<Result>
  ) {
    super()
  }
  run() {
    return this.answer()
  }
}

test.group('Operations | health endpoints', () => {
  test('/health/live answers 200 with no session, cookie or cache', async ({ client, assert }) => {
    const response = await client.get('/health/live')

    response.assertStatus(200)
    response.assertBody({ status: 'ok' })
    assert.isUndefined(response.header('set-cookie'))
    assert.equal(response.header('cache-control'), 'no-store')
  })

  test('/health/ready answers 200 naming each check when the database (and S3 storage) answer', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/health/ready')

    response.assertStatus(200)
    // Redis only when something uses it, the storage only on S3 (TEST_STORAGE=s3): the local disk needs no check.
    response.assertBody({ status: 'ok', checks: readinessChecks() })
    assert.isUndefined(response.header('set-cookie'))
  })

  test('one failing check makes /health/ready answer 503, without its error message', async ({
    client,
    assert,
  }) => {
    const remove = registerReadinessCheck(
      'storage',
      new FixedCheck('storage', async () => Result.failed('connect ECONNREFUSED 10.0.0.7:9000'))
    )
    try {
      const response = await client.get('/health/ready')

      response.assertStatus(503)
      response.assertBody({ status: 'error', checks: readinessChecks({ storage: 'error' }) })
      assert.notInclude(response.text(), '10.0.0.7')
    } finally {
      remove()
    }
  })

  test('a check that does not answer in its time counts as failed, and the probe does not wait for it', async ({
    client,
    assert,
  }) => {
    const never = new FixedCheck('redis', () => new Promise<Result>(() => {}))
    const remove = registerReadinessCheck('redis', never, 300)
    try {
      const started = Date.now()
      const response = await client.get('/health/ready')

      response.assertStatus(503)
      assert.deepInclude(response.body().checks, { name: 'redis', status: 'error' })
      assert.isBelow(Date.now() - started, 5000)
    } finally {
      remove()
    }
  })

  test('a check that throws counts as failed instead of failing the probe', async ({ client }) => {
    const remove = registerReadinessCheck(
      'storage',
      new FixedCheck('storage', async () => {
        throw new Error('bucket missing')
      })
    )
    try {
      const response = await client.get('/health/ready')

      response.assertStatus(503)
      response.assertBodyContains({
        checks: [
          { name: 'database', status: 'ok' },
          { name: 'storage', status: 'error' },
        ],
      })
    } finally {
      remove()
    }
  })

  test('a check registered over another of the same name gives it back when removed', async ({ client }) => {
    const remove = registerReadinessCheck(
      'database',
      new FixedCheck('database', async () => Result.failed('replaced'))
    )
    try {
      const replaced = await client.get('/health/ready')

      replaced.assertStatus(503)
      replaced.assertBodyContains({ checks: [{ name: 'database', status: 'error' }] })
    } finally {
      remove()
    }
    const back = await client.get('/health/ready')

    back.assertStatus(200)
    back.assertBodyContains({ checks: [{ name: 'database', status: 'ok' }] })
  })

  test('HEAD is answered too; other methods are not probes (404)', async ({ client }) => {
    const head = await client.head('/health/live')
    const post = await client.post('/health/live').json({})

    head.assertStatus(200)
    post.assertStatus(404)
  })
})
