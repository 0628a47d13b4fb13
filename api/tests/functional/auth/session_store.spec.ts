import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import type { SessionConfig } from '@adonisjs/session/types'
import { isolateEachTest } from '#tests/helpers/database'
import { lazyTouchDatabase, TOUCH_INTERVAL_SECONDS } from '#services/auth/session_store'

const AGE_SECONDS = 7200

/** A store as one request gets it. */
async function storeOfOneRequest() {
  const factory = await lazyTouchDatabase().resolver(app)
  return factory({} as HttpContext, { age: AGE_SECONDS } as unknown as SessionConfig)
}

async function expiresAt(id: string) {
  const row = await db.from('sessions').where('id', id).select('expires_at').firstOrFail()
  return new Date(row.expires_at).getTime()
}

test.group('Sessions | database store', (group) => {
  isolateEachTest(group)

  test('a session read again within a minute of its last renewal is not written', async ({ assert }) => {
    await (await storeOfOneRequest()).write('lazy-1', { user: 7 })
    // Renewed 30 seconds ago.
    const recent = new Date(Date.now() + (AGE_SECONDS - 30) * 1000)
    await db.from('sessions').where('id', 'lazy-1').update({ expires_at: recent })
    const written = await expiresAt('lazy-1')

    const reading = await storeOfOneRequest()
    assert.deepEqual(await reading.read('lazy-1'), { user: 7 })
    await reading.touch('lazy-1')
    assert.equal(await expiresAt('lazy-1'), written)
  })

  test('a session last renewed more than a minute ago gets its full age again', async ({ assert }) => {
    await (await storeOfOneRequest()).write('lazy-2', { user: 7 })
    const stale = new Date(Date.now() + (AGE_SECONDS - TOUCH_INTERVAL_SECONDS - 30) * 1000)
    await db.from('sessions').where('id', 'lazy-2').update({ expires_at: stale })

    const reading = await storeOfOneRequest()
    assert.deepEqual(await reading.read('lazy-2'), { user: 7 })
    await reading.touch('lazy-2')
    // DATETIME keeps whole seconds.
    assert.isAtLeast(await expiresAt('lazy-2'), Date.now() + (AGE_SECONDS - 5) * 1000)
  })

  test('an expired session reads as none and is removed; a forged one reads as none', async ({ assert }) => {
    const store = await storeOfOneRequest()
    await store.write('lazy-3', { user: 7 })
    await db
      .from('sessions')
      .where('id', 'lazy-3')
      .update({ expires_at: new Date(Date.now() - 1000) })
    assert.isNull(await (await storeOfOneRequest()).read('lazy-3'))
    assert.isNull(await db.from('sessions').where('id', 'lazy-3').first())

    await store.write('lazy-4', { user: 7 })
    await db.from('sessions').where('id', 'lazy-4').update({ data: 'tampered' })
    assert.isNull(await (await storeOfOneRequest()).read('lazy-4'))
  })
})
