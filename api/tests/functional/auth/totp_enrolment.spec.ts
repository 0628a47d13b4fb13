import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { isolateEachTest } from '#tests/helpers/database'
import { post } from '#tests/helpers/http'
import { createAdmin, createCustomer, FACTORY_PASSWORD, totpCode } from '#tests/helpers/users'
import { signedInBrowser } from '#tests/helpers/browser'
import { timeStep, totpCodeAt, TOTP_ISSUER } from '#services/auth/totp'
import { passwordStepDone } from '#tests/functional/auth/totp_helpers'

/** Setup then enable: the secret and the recovery codes, as a user who scanned the QR code. */
async function enrol(client: Parameters<typeof post>[0], user: User) {
  const setup = await post(client, user, '/en/api/auth/totp/setup')
  setup.assertStatus(200)
  const secret = setup.body().secret as string
  const confirmedWith = totpCodeAt(secret, timeStep(Date.now()))
  const enable = await post(client, await User.findOrFail(user.id), '/en/api/auth/totp/enable', {
    code: confirmedWith,
  })
  enable.assertStatus(200)
  return { secret, confirmedWith, recoveryCodes: enable.body().recoveryCodes as string[] }
}

test.group('Auth | enrolling in two-factor sign-in (TOTP)', (group) => {
  isolateEachTest(group)

  test('setup answers a secret and its otpauth address; it stays pending until a code confirms it', async ({
    client,
    assert,
  }) => {
    const user = await createCustomer()

    const response = await post(client, user, '/en/api/auth/totp/setup')

    response.assertStatus(200)
    const { secret, otpauthUrl } = response.body()
    assert.match(secret, /^[A-Z2-7]{32}$/)
    const url = new URL(otpauthUrl)
    assert.equal(url.protocol, 'otpauth:')
    assert.equal(url.host, 'totp')
    assert.equal(decodeURIComponent(url.pathname), `/${TOTP_ISSUER}:${user.login}`)
    assert.equal(url.searchParams.get('issuer'), TOTP_ISSUER)
    assert.equal(url.searchParams.get('secret'), secret)
    assert.equal(url.searchParams.get('digits'), '6')
    assert.equal(url.searchParams.get('period'), '30')
    const stored = await User.findOrFail(user.id)
    assert.isNull(stored.totpSecret)
    assert.notInclude(stored.totpPendingSecret!, secret)
    const session = await client.get('/en/api/auth/session').loginAs(stored)
    assert.isFalse(session.body().applicationDataForLoggedInUser.user.totpEnabled)
  })

  test('enable refuses a wrong code and without a setup; a right code answers ten recovery codes, kept hashed', async ({
    client,
    assert,
  }) => {
    const user = await createCustomer()
    const before = await post(client, user, '/en/api/auth/totp/enable', { code: totpCode() })
    before.assertStatus(400)
    await post(client, user, '/en/api/auth/totp/setup')
    const wrong = await post(client, await User.findOrFail(user.id), '/en/api/auth/totp/enable', {
      code: '000000',
    })
    wrong.assertStatus(422)
    assert.equal(wrong.body().errors[0].field, 'code')

    const { secret, recoveryCodes } = await enrol(client, user)

    assert.lengthOf(new Set(recoveryCodes), 10)
    for (const code of recoveryCodes) assert.match(code, /^[a-z2-9]{5}-[a-z2-9]{5}$/)
    const stored = await User.findOrFail(user.id)
    assert.isTrue(stored.hasTotp)
    assert.isNull(stored.totpPendingSecret)
    assert.notInclude(stored.totpSecret!, secret)
    const hashes = await db.from('totp_recovery_codes').where('user_id', user.id).select('code_hash')
    assert.lengthOf(hashes, 10)
    for (const { code_hash: codeHash } of hashes) {
      assert.isFalse(recoveryCodes.some((code) => codeHash.includes(code.replace('-', ''))))
    }
    const session = await client.get('/en/api/auth/session').loginAs(stored)
    assert.isTrue(session.body().applicationDataForLoggedInUser.user.totpEnabled)
  })

  test('the code that confirmed the enrolment cannot sign in again', async ({ client, assert }) => {
    const user = await createCustomer()
    const { confirmedWith } = await enrol(client, user)
    const browser = await passwordStepDone(user.login)

    // The very code that confirmed it (a code computed again now could be of the next step on a slow machine).
    const response = await browser.post('/en/api/auth/login/totp', { code: confirmedWith })

    assert.equal(response.status, 400)
  })

  test('a recovery code signs in once; used twice it is refused', async ({ client, assert }) => {
    const user = await createCustomer()
    const { recoveryCodes } = await enrol(client, user)
    const [code, other] = recoveryCodes

    const first = await passwordStepDone(user.login)
    assert.equal((await first.post('/en/api/auth/login/totp', { code: code.toUpperCase() })).status, 200)
    const second = await passwordStepDone(user.login)
    assert.equal((await second.post('/en/api/auth/login/totp', { code })).status, 400)
    assert.equal((await second.post('/en/api/auth/login/totp', { code: other })).status, 200)
  })

  test('new recovery codes need a code and replace the old ones', async ({ client, assert }) => {
    const user = await createCustomer()
    const { secret, recoveryCodes: old } = await enrol(client, user)
    const refused = await post(client, await User.findOrFail(user.id), '/en/api/auth/totp/recoveryCodes', {
      code: '123456',
    })
    refused.assertStatus(422)

    const renewed = await post(client, await User.findOrFail(user.id), '/en/api/auth/totp/recoveryCodes', {
      code: old[0],
    })

    renewed.assertStatus(200)
    assert.lengthOf(renewed.body().recoveryCodes, 10)
    assert.notEqual(secret, '')
    const browser = await passwordStepDone(user.login)
    assert.equal((await browser.post('/en/api/auth/login/totp', { code: old[1] })).status, 400)
    assert.equal(
      (await browser.post('/en/api/auth/login/totp', { code: renewed.body().recoveryCodes[0] })).status,
      200
    )
  })

  test('a customer disables it with the password and a code; a wrong one of either is refused', async ({
    client,
    assert,
  }) => {
    const user = await createCustomer()
    const { recoveryCodes } = await enrol(client, user)
    const disable = (body: object) =>
      User.findOrFail(user.id).then((fresh) => post(client, fresh, '/en/api/auth/totp/disable', body))

    const wrongPassword = await disable({ password: 'nope-nope', code: recoveryCodes[0] })
    wrongPassword.assertStatus(422)
    assert.equal(wrongPassword.body().errors[0].field, 'password')
    const wrongCode = await disable({ password: FACTORY_PASSWORD, code: '000000' })
    wrongCode.assertStatus(422)
    assert.equal(wrongCode.body().errors[0].field, 'code')

    const done = await disable({ password: FACTORY_PASSWORD, code: recoveryCodes[1] })

    done.assertStatus(200)
    assert.isFalse((await User.findOrFail(user.id)).hasTotp)
    assert.lengthOf(await db.from('totp_recovery_codes').where('user_id', user.id), 0)
    await signedInBrowser(user.login, FACTORY_PASSWORD)
  })

  test('a back-office user cannot disable it', async ({ client }) => {
    const admin = await createAdmin()

    const response = await post(client, admin, '/fr/api/auth/totp/disable', {
      password: FACTORY_PASSWORD,
      code: totpCode(),
    })

    response.assertStatus(403)
    response.assertBodyContains({
      errors: [
        {
          message:
            'La connexion en deux étapes est obligatoire pour les utilisateurs du back-office et ne peut pas être désactivée.',
        },
      ],
    })
  })

  test('with a factor already, a new setup needs a code of it (a lost phone: a recovery code)', async ({
    client,
    assert,
  }) => {
    const user = await createCustomer()
    const { recoveryCodes } = await enrol(client, user)

    const without = await post(client, await User.findOrFail(user.id), '/en/api/auth/totp/setup')
    without.assertStatus(422)
    const withCode = await post(client, await User.findOrFail(user.id), '/en/api/auth/totp/setup', {
      code: recoveryCodes[0],
    })
    withCode.assertStatus(200)
    assert.isTrue((await User.findOrFail(user.id)).hasTotp)
    // The new phone's code of the step the old one just used is not a replay: it is another secret's.
    const enabled = await post(client, await User.findOrFail(user.id), '/en/api/auth/totp/enable', {
      code: totpCodeAt(withCode.body().secret, timeStep(Date.now())),
    })
    enabled.assertStatus(200)
    const again = await post(client, await User.findOrFail(user.id), '/en/api/auth/totp/enable', {
      code: totpCodeAt(withCode.body().secret, timeStep(Date.now())),
    })
    again.assertStatus(400)
  })
})

test.group('Auth | back-office users must enrol', (group) => {
  isolateEachTest(group)

  test('an admin without a second factor is refused every back-office call with 403 and the enrolment flag', async ({
    client,
    assert,
  }) => {
    const admin = await createAdmin({ totp: false })

    for (const path of ['/pl/api/admin/companies', '/pl/api/admin/profiles', '/pl/api/admin/requests']) {
      const response = await client.get(path).loginAs(admin)
      response.assertStatus(403)
      response.assertBody({
        errors: [
          { message: 'Panel administracyjny wymaga logowania dwuetapowego. Włącz je, aby kontynuować.' },
        ],
        totpEnrolmentRequired: true,
      })
    }
    const session = await client.get('/pl/api/auth/session').loginAs(admin)
    assert.containsSubset(session.body().applicationDataForLoggedInUser.user, {
      totpEnabled: false,
      totpEnrolmentRequired: true,
    })
  })

  test('he may enrol, then reaches the back-office; signing out needs nothing', async ({
    client,
    assert,
  }) => {
    const admin = await createAdmin({ totp: false })

    await enrol(client, admin)

    const enrolled = await User.findOrFail(admin.id)
    ;(await client.get('/en/api/admin/companies').loginAs(enrolled)).assertStatus(200)
    const session = await client.get('/en/api/auth/session').loginAs(enrolled)
    assert.isFalse(session.body().applicationDataForLoggedInUser.user.totpEnrolmentRequired)
    ;(await post(client, admin, '/en/api/auth/logout')).assertStatus(200)
  })

  test('an admin signs in with password then code, and is sent to the back-office', async ({ assert }) => {
    const admin = await createAdmin()

    const browser = await passwordStepDone(admin.login)
    const response = await browser.post('/en/api/auth/login/totp', { code: totpCode() })

    assert.equal(response.status, 200)
    assert.deepEqual(response.body.redirect, { action: '/admin/' })
  })
})
