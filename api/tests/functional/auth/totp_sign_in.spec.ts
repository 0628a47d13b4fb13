import { test } from '@japa/runner'
import { isolateEachTest } from '#tests/helpers/database'
import { trustLoopbackProxy } from '#tests/helpers/http'
import { createCustomer, enrolledTotp, totpCode } from '#tests/helpers/users'
import { awayFromStepEdge, passwordStepDone } from '#tests/functional/auth/totp_helpers'
import { PENDING_SIGN_IN_MS } from '#services/auth/pending_sign_in'

const customerWithTotp = () => createCustomer({ user: enrolledTotp() })

test.group('Auth | sign-in with a second factor (TOTP)', (group) => {
  isolateEachTest(group)
  trustLoopbackProxy(group)

  test('the right password answers totpRequired without signing in; the half-done sign-in reaches nothing', async ({
    assert,
  }) => {
    const user = await customerWithTotp()
    const browser = await passwordStepDone(user.login)

    const session = await browser.get('/en/api/auth/session')
    assert.deepEqual(session.body, { isLoggedIn: false, applicationDataForLoggedInUser: null })
    assert.equal((await browser.get(`/en/api/eurofiscalis/company/${user.companyId}`)).status, 401)
    assert.equal((await browser.post('/en/api/auth/totp/setup')).status, 401)
    assert.equal((await browser.post('/en/api/profile/language', { language: 'fr' })).status, 401)
  })

  test('the current code completes the sign-in with the answer of a password sign-in', async ({ assert }) => {
    const user = await customerWithTotp()
    const browser = await passwordStepDone(user.login)

    const response = await browser.post('/en/api/auth/login/totp', { code: totpCode() })

    assert.equal(response.status, 200)
    assert.isTrue(response.body.isLoggedIn)
    assert.deepEqual(response.body.redirect, { action: '/en/home' })
    const data = response.body.applicationDataForLoggedInUser as { user: Record<string, unknown> }
    assert.containsSubset(data.user, { id: user.id, totpEnabled: true, totpEnrolmentRequired: false })
    assert.isTrue((await browser.get('/en/api/auth/session')).body.isLoggedIn)
  })

  test('a wrong code is refused in {lang}, and the sign-in still awaits a right one')
    .with([
      { lang: 'fr', message: "Ce code n'est pas valide." },
      { lang: 'pl', message: 'Ten kod jest nieprawidłowy.' },
      { lang: 'en', message: 'This code is not valid.' },
    ])
    .run(async ({ assert }, row) => {
      const user = await customerWithTotp()
      const browser = await passwordStepDone(user.login)
      const wrong = String((Number(totpCode()) + 1) % 1_000_000).padStart(6, '0')

      const refused = await browser.post(`/${row.lang}/api/auth/login/totp`, { code: wrong })

      assert.equal(refused.status, 400)
      assert.isFalse(refused.body.isLoggedIn)
      const errors = refused.body.errors as { message: string; field: string }[]
      assert.isTrue(errors[0].message.startsWith(row.message), errors[0].message)
      assert.equal(errors[0].field, 'code')
      assert.isFalse((await browser.get('/en/api/auth/session')).body.isLoggedIn)
      assert.equal((await browser.post('/en/api/auth/login/totp', { code: totpCode() })).status, 200)
    })

  test('a code is used once: the same code is refused to a second sign-in', async ({ assert }) => {
    const user = await customerWithTotp()
    await awayFromStepEdge()
    const code = totpCode()
    const first = await passwordStepDone(user.login)
    const second = await passwordStepDone(user.login)

    assert.equal((await first.post('/en/api/auth/login/totp', { code })).status, 200)
    const replayed = await second.post('/en/api/auth/login/totp', { code })

    assert.equal(replayed.status, 400)
    assert.isFalse((await second.get('/en/api/auth/session')).body.isLoggedIn)
    // An earlier step than the last accepted one is refused too, though within the drift.
    assert.equal((await second.post('/en/api/auth/login/totp', { code: totpCode(-1) })).status, 400)
  })

  test('a code {offset} step(s) away is {expected}')
    .with([
      { offset: -1, expected: 'accepted', status: 200 },
      { offset: 1, expected: 'accepted', status: 200 },
      { offset: -2, expected: 'refused', status: 400 },
      { offset: 2, expected: 'refused', status: 400 },
    ])
    .run(async ({ assert }, row) => {
      const user = await customerWithTotp()
      const browser = await passwordStepDone(user.login)
      await awayFromStepEdge()

      const response = await browser.post('/en/api/auth/login/totp', { code: totpCode(row.offset) })

      assert.equal(response.status, row.status)
    })

  test('without a pending sign-in, or after it expired, the code step answers 401 and asks to start again', async ({
    client,
  }) => {
    const user = await customerWithTotp()
    const expired = { pendingSignIn: { userId: user.id, until: Date.now() - 1 } }

    for (const session of [{}, expired]) {
      const response = await client
        .post('/fr/api/auth/login/totp')
        .json({ code: totpCode() })
        .withSession(session)
        .withCsrfToken()
      response.assertStatus(401)
      response.assertBodyContains({ isLoggedIn: false })
      response.assertSessionMissing('auth_web')
    }
    const live = { pendingSignIn: { userId: user.id, until: Date.now() + PENDING_SIGN_IN_MS } }
    const response = await client
      .post('/fr/api/auth/login/totp')
      .json({ code: totpCode() })
      .withSession(live)
      .withCsrfToken()
    response.assertStatus(200)
    response.assertSession('auth_web', user.id)
  })

  test('wrong codes count as wrong passwords: five lock the account for that address', async ({ assert }) => {
    const user = await customerWithTotp()
    const browser = await passwordStepDone(user.login, { forwardedFor: '10.29.3.1' })
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) {
      statuses.push((await browser.post('/en/api/auth/login/totp', { code: '000000' })).status)
    }
    assert.deepEqual(statuses, [400, 400, 400, 400, 400])

    assert.equal((await browser.post('/en/api/auth/login/totp', { code: totpCode() })).status, 429)
    // The password step is locked from that address too.
    const again = await passwordStepDone(user.login, { forwardedFor: '10.29.3.1' }).catch(() => null)
    assert.isNull(again)
    // Its owner elsewhere is not locked out.
    const owner = await passwordStepDone(user.login, { forwardedFor: '10.29.3.2' })
    assert.equal((await owner.post('/en/api/auth/login/totp', { code: totpCode() })).status, 200)
  })

  test('a right password does not clear the wrong codes counted on the account', async ({ assert }) => {
    const user = await customerWithTotp()
    const ip = { forwardedFor: '10.29.4.1' }
    for (let i = 0; i < 4; i++) {
      const browser = await passwordStepDone(user.login, ip)
      assert.equal((await browser.post('/en/api/auth/login/totp', { code: '000000' })).status, 400)
    }
    const browser = await passwordStepDone(user.login, ip)
    assert.equal((await browser.post('/en/api/auth/login/totp', { code: '000000' })).status, 400)

    assert.equal((await browser.post('/en/api/auth/login/totp', { code: totpCode() })).status, 429)
  })
})
