import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { SessionCollection } from '@adonisjs/session'
import { isolateEachTest } from '#tests/helpers/database'
import { trustLoopbackProxy } from '#tests/helpers/http'
import { Browser } from '#tests/helpers/browser'

/** A visitor without cookies asking for its XSRF cookie from `address`, as a script looping on it would. */
async function askForToken(address: string) {
  const browser = new Browser({ forwardedFor: address })
  const response = await browser.post('/session/csrf')
  const id = browser.sessionId()
  const stored = id ? await (await app.container.make(SessionCollection)).get(id) : null
  return { status: response.status, body: response.body, stored }
}

test.group('Auth | POST /session/csrf is throttled per address', (group) => {
  isolateEachTest(group)
  trustLoopbackProxy(group)

  test('30 a minute from one address, then 429 without a session; other addresses go on', async ({
    assert,
  }) => {
    for (let call = 0; call < 30; call++) {
      const answer = await askForToken('10.31.0.1')
      assert.equal(answer.status, 204, `call ${call + 1}`)
      assert.isNotNull(answer.stored)
    }

    const blocked = await askForToken('10.31.0.1')
    const elsewhere = await askForToken('10.31.0.2')

    assert.equal(blocked.status, 429)
    assert.deepEqual(blocked.body, { errors: [{ message: 'Trop de tentatives. Réessayez dans 1 minute.' }] })
    assert.isNull(blocked.stored, 'a refused call stores no session')
    assert.equal(elsewhere.status, 204)
  })
})
