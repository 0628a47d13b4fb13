import { test } from '@japa/runner'
import User from '#models/user'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer, FACTORY_PASSWORD } from '#tests/helpers/users'

test.group('Auth | login', (group) => {
  isolateEachTest(group)

  test('a customer signs in with their login', async ({ client, assert }) => {
    const user = await createCustomer()

    const response = await client
      .post('/fr/api/auth/login')
      .json({ login: user.login, password: FACTORY_PASSWORD })
      .withCsrfToken()

    response.assertStatus(200)
    assert.isTrue(response.body().isLoggedIn)
    assert.equal(response.body().applicationDataForLoggedInUser.user.id, user.id)
    assert.deepEqual(response.body().redirect, { action: '/fr/home' })
    response.assertSession('auth_web', user.id)
    await user.refresh()
    assert.isNotNull(user.lastLoginAt)
  })

  test('a customer signs in with their e-mail and is sent home in the language of the call', async ({
    client,
    assert,
  }) => {
    const user = await createCustomer()

    const response = await client
      .post('/pl/api/auth/login')
      .json({ login: user.email, password: FACTORY_PASSWORD })
      .withCsrfToken()

    response.assertStatus(200)
    assert.equal(response.body().applicationDataForLoggedInUser.user.email, user.email)
    assert.deepEqual(response.body().redirect, { action: '/pl/home' })
    response.assertSession('auth_web', user.id)
  })

  test("an admin's right password asks for the code without signing in (totp_enrolment.spec.ts: then the back-office)", async ({
    client,
  }) => {
    const admin = await createAdmin()

    const response = await client
      .post('/en/api/auth/login')
      .json({ login: admin.login, password: FACTORY_PASSWORD })
      .withCsrfToken()

    response.assertStatus(200)
    response.assertBody({ isLoggedIn: false, totpRequired: true })
    response.assertSessionMissing('auth_web')
  })

  test('a wrong password is refused in {lang}')
    .with([
      { lang: 'fr', message: 'Identifiant ou mot de passe incorrect.' },
      { lang: 'pl', message: 'Nieprawidłowy login lub hasło.' },
      { lang: 'en', message: 'Invalid login or password.' },
    ])
    .run(async ({ client }, row) => {
      const user = await createCustomer()

      const response = await client
        .post(`/${row.lang}/api/auth/login`)
        .json({ login: user.login, password: 'not-the-password' })
        .withCsrfToken()

      response.assertStatus(400)
      response.assertBody({ isLoggedIn: false, errors: [{ message: row.message }] })
      response.assertSessionMissing('auth_web')
    })

  test('an unknown login is refused like a wrong password', async ({ client }) => {
    const response = await client
      .post('/en/api/auth/login')
      .json({ login: 'nobody-here', password: FACTORY_PASSWORD })
      .withCsrfToken()

    response.assertStatus(400)
    response.assertBody({ isLoggedIn: false, errors: [{ message: 'Invalid login or password.' }] })
  })

  test('missing fields answer 422 with one error per field', async ({ client }) => {
    const response = await client.post('/en/api/auth/login').json({}).withCsrfToken()

    response.assertStatus(422)
    response.assertBody({
      errors: [
        { field: 'login', rule: 'required', message: 'The field is mandatory' },
        { field: 'password', rule: 'required', message: 'The field is mandatory' },
      ],
    })
  })

  test('a disabled account is refused even with the right password', async ({ client }) => {
    const user = await createCustomer({ user: { isActive: false } })

    const response = await client
      .post('/en/api/auth/login')
      .json({ login: user.login, password: FACTORY_PASSWORD })
      .withCsrfToken()

    response.assertStatus(403)
    response.assertBody({
      isLoggedIn: false,
      errors: [{ message: 'This account is disabled. Please contact your administrator.' }],
    })
    response.assertSessionMissing('auth_web')
  })

  test('a POST without the CSRF token is refused with 403 and nobody signs in', async ({
    client,
    assert,
  }) => {
    const user = await createCustomer()

    const response = await client
      .post('/fr/api/auth/login')
      .json({ login: user.login, password: FACTORY_PASSWORD })

    response.assertStatus(403)
    response.assertBody({
      errors: [{ message: 'Votre session a changé. Rechargez la page et réessayez.' }],
    })
    response.assertSessionMissing('auth_web')
    assert.isNull((await User.findOrFail(user.id)).lastLoginAt)
  })
})
