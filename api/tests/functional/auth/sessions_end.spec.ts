import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import PasswordResetToken from '#models/password_reset_token'
import { createResetToken } from '#services/auth/reset_tokens'
import { isolateEachTest } from '#tests/helpers/database'
import { createCustomer, FACTORY_PASSWORD } from '#tests/helpers/users'
import { Browser, signedInBrowser } from '#tests/helpers/browser'
import { trustLoopbackProxy } from '#tests/helpers/http'

const NEW_PASSWORD = 'Another-Pass-77'

async function isSignedIn(browser: Browser) {
  return (await browser.get('/en/api/auth/session')).body.isLoggedIn === true
}

test.group('Auth | sessions end when they should', (group) => {
  isolateEachTest(group)

  test('a browser that signed in stays signed in', async ({ assert }) => {
    const user = await createCustomer()
    const browser = await signedInBrowser(user.login, FACTORY_PASSWORD)

    assert.isTrue(await isSignedIn(browser))
  })

  test("a password change ends the user's other sessions and keeps the one that changed it", async ({
    assert,
  }) => {
    const user = await createCustomer()
    const other = await createCustomer()
    const laptop = await signedInBrowser(user.login, FACTORY_PASSWORD)
    const phone = await signedInBrowser(user.email, FACTORY_PASSWORD)
    const colleague = await signedInBrowser(other.login, FACTORY_PASSWORD)

    const change = await laptop.post('/en/api/auth/update', {
      currentPassword: FACTORY_PASSWORD,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    })

    assert.equal(change.status, 200)
    assert.isTrue(await isSignedIn(laptop))
    assert.isFalse(await isSignedIn(phone))
    assert.isTrue(await isSignedIn(colleague))
  })

  test('a password reset ends every session of the user', async ({ assert }) => {
    const user = await createCustomer()
    const laptop = await signedInBrowser(user.login, FACTORY_PASSWORD)
    const phone = await signedInBrowser(user.email, FACTORY_PASSWORD)
    const { token, tokenHash } = createResetToken()
    await PasswordResetToken.create({
      userId: user.id,
      tokenHash,
      expiresAt: DateTime.utc().plus({ hours: 1 }),
    })
    const visitor = new Browser()
    await visitor.post('/session/csrf')

    const reset = await visitor.post('/en/api/auth/reset-password/confirm', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    })

    assert.equal(reset.status, 200)
    assert.isFalse(await isSignedIn(laptop))
    assert.isFalse(await isSignedIn(phone))
  })
})

test.group('Auth | one lock per account', (group) => {
  isolateEachTest(group)
  trustLoopbackProxy(group)

  test('wrong passwords count per account whatever identifier is typed: the 6th try is refused', async ({
    assert,
  }) => {
    const user = await createCustomer()
    const browser = new Browser({ forwardedFor: '10.31.0.1' })
    await browser.post('/session/csrf')
    const identifiers = [user.login, user.email, user.email.toUpperCase(), user.login, user.email]

    for (const login of identifiers) {
      assert.equal((await browser.post('/en/api/auth/login', { login, password: 'wrong' })).status, 400)
    }
    const sixth = await browser.post('/en/api/auth/login', { login: user.email, password: FACTORY_PASSWORD })

    assert.equal(sixth.status, 429)
  })

  test('a wrong current password in an account update counts toward the same lock, for that address', async ({
    assert,
  }) => {
    const user = await createCustomer()
    const browser = await signedInBrowser(user.login, FACTORY_PASSWORD, { forwardedFor: '10.31.0.2' })

    for (let i = 0; i < 5; i++) {
      const wrong = await browser.post('/en/api/auth/update', {
        currentPassword: 'wrong',
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      })
      assert.equal(wrong.status, 422)
    }
    const sixth = await browser.post('/en/api/auth/update', {
      currentPassword: FACTORY_PASSWORD,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    })
    const here = new Browser({ forwardedFor: '10.31.0.2' })
    await here.post('/session/csrf')
    const signInHere = await here.post('/en/api/auth/login', {
      login: user.login,
      password: FACTORY_PASSWORD,
    })
    const elsewhere = new Browser({ forwardedFor: '10.31.0.3' })
    await elsewhere.post('/session/csrf')
    const signInElsewhere = await elsewhere.post('/en/api/auth/login', {
      login: user.login,
      password: FACTORY_PASSWORD,
    })

    assert.equal(sixth.status, 429)
    assert.equal(signInHere.status, 429)
    assert.equal(signInElsewhere.status, 200)
  })
})
