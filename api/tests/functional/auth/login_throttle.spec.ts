import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { isolateEachTest } from '#tests/helpers/database'
import { trustLoopbackProxy } from '#tests/helpers/http'
import { createAdmin, createCustomer, FACTORY_PASSWORD, totpCode } from '#tests/helpers/users'
import { passwordStepDone } from '#tests/functional/auth/totp_helpers'

/** Login attempts come from the address in X-Forwarded-For, sent by a proxy on loopback that the group trusts. */
function attempt(client: ApiClient, login: string, password: string, ip: string, lang = 'en') {
  return client
    .post(`/${lang}/api/auth/login`)
    .header('X-Forwarded-For', ip)
    .json({ login, password })
    .withCsrfToken()
}

async function failTimes(client: ApiClient, login: string, times: number, ip: string) {
  const statuses: number[] = []
  for (let i = 0; i < times; i++) statuses.push((await attempt(client, login, 'wrong-password', ip)).status())
  return statuses
}

test.group('Auth | login throttling', (group) => {
  isolateEachTest(group)
  trustLoopbackProxy(group)

  test('the 6th attempt on an account is refused with 429 even with the right password', async ({
    client,
    assert,
  }) => {
    const user = await createCustomer()

    assert.deepEqual(await failTimes(client, user.login, 5, '10.0.0.1'), [400, 400, 400, 400, 400])
    const response = await attempt(client, user.login, FACTORY_PASSWORD, '10.0.0.1')

    response.assertStatus(429)
    response.assertBody({ errors: [{ message: 'Too many attempts. Please try again in 15 minutes.' }] })
    const retryAfter = Number(response.header('retry-after'))
    assert.isTrue(retryAfter > 840 && retryAfter <= 900, `Retry-After ${retryAfter}`)
    response.assertSessionMissing('auth_web')
  })

  test('the throttled answer is translated', async ({ client }) => {
    const user = await createCustomer()
    await failTimes(client, user.login, 5, '10.0.0.2')

    const response = await attempt(client, user.login, FACTORY_PASSWORD, '10.0.0.2', 'pl')

    response.assertStatus(429)
    response.assertBody({ errors: [{ message: 'Zbyt wiele prób. Spróbuj ponownie za 15 minut.' }] })
  })

  test('five wrong passwords lock the account for that address only: its owner signs in from another', async ({
    client,
  }) => {
    const user = await createCustomer()
    await failTimes(client, user.login, 5, '10.0.0.3')

    ;(await attempt(client, user.login, FACTORY_PASSWORD, '10.0.0.3')).assertStatus(429)
    const owner = await attempt(client, user.login, FACTORY_PASSWORD, '10.0.9.9')
    owner.assertStatus(200)
    owner.assertSession('auth_web', user.id)
  })

  test('strangers failing on the well-known admin login from several addresses never lock the admin out', async ({
    client,
    assert,
  }) => {
    const admin = await createAdmin()
    for (const ip of ['10.0.1.1', '10.0.1.2', '10.0.1.3']) {
      assert.deepEqual(await failTimes(client, admin.login, 2, ip), [400, 400])
    }
    // Six failures on the account in all: slowed, not locked, from any address that has not failed five times.
    ;(await attempt(client, admin.login, 'wrong-password', '10.0.1.1')).assertStatus(400)
    const owner = await passwordStepDone(admin.login, { forwardedFor: '10.0.1.9' })
    const signedIn = await owner.post('/en/api/auth/login/totp', { code: totpCode() })
    assert.equal(signedIn.status, 200)
    assert.isTrue(signedIn.body.isLoggedIn)
  })

  test('a success before the limit resets the account counter', async ({ client, assert }) => {
    const user = await createCustomer()

    assert.deepEqual(await failTimes(client, user.login, 4, '10.0.0.4'), [400, 400, 400, 400])
    ;(await attempt(client, user.login, FACTORY_PASSWORD, '10.0.0.4')).assertStatus(200)

    assert.deepEqual(await failTimes(client, user.login, 4, '10.0.0.4'), [400, 400, 400, 400])
    const response = await attempt(client, user.login, FACTORY_PASSWORD, '10.0.0.4')
    response.assertStatus(200)
    response.assertSession('auth_web', user.id)
  })

  test('one address failing on 20 accounts is blocked for every account', async ({ client, assert }) => {
    const victims = await Promise.all(Array.from({ length: 20 }, () => createCustomer()))
    const untouched = await createCustomer()

    for (const victim of victims) {
      assert.equal((await attempt(client, victim.login, 'wrong-password', '10.0.0.5')).status(), 400)
    }
    const blocked = await attempt(client, untouched.login, FACTORY_PASSWORD, '10.0.0.5')
    blocked.assertStatus(429)
    blocked.assertBody({ errors: [{ message: 'Too many attempts. Please try again in 15 minutes.' }] })

    const elsewhere = await attempt(client, untouched.login, FACTORY_PASSWORD, '10.0.0.6')
    elsewhere.assertStatus(200)
  })
})
