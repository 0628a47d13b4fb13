import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import User from '#models/user'
import { isolateEachTest } from '#tests/helpers/database'
import { createCustomer, FACTORY_PASSWORD } from '#tests/helpers/users'

function update(client: ApiClient, user: User, body: object) {
  return client.post('/en/api/auth/update').loginAs(user).json(body).withCsrfToken()
}

test.group('Auth | update login, e-mail and password', (group) => {
  isolateEachTest(group)

  test('a customer changes their login and e-mail', async ({ client, assert }) => {
    const user = await createCustomer()

    const response = await update(client, user, {
      login: 'jan.kowalski',
      email: 'jan@trans-demo.pl',
      currentPassword: FACTORY_PASSWORD,
    })

    response.assertStatus(200)
    response.assertBodyContains({
      updated: true,
      user: { id: user.id, login: 'jan.kowalski', email: 'jan@trans-demo.pl' },
      successes: [{ message: 'Your sign-in details have been updated.' }],
    })
    await user.refresh()
    assert.deepEqual([user.login, user.email], ['jan.kowalski', 'jan@trans-demo.pl'])
  })

  test('without a login, the login becomes the e-mail', async ({ client, assert }) => {
    const user = await createCustomer()

    const response = await update(client, user, {
      email: 'jan@trans-demo.pl',
      currentPassword: FACTORY_PASSWORD,
    })

    response.assertStatus(200)
    response.assertBodyContains({ user: { login: 'jan@trans-demo.pl', email: 'jan@trans-demo.pl' } })
    await user.refresh()
    assert.equal(user.login, 'jan@trans-demo.pl')
  })

  test('a wrong current password answers 422 on currentPassword and changes nothing', async ({
    client,
    assert,
  }) => {
    const user = await createCustomer()
    const before = user.email

    const response = await update(client, user, { email: 'jan@trans-demo.pl', currentPassword: 'not-it' })

    response.assertStatus(422)
    response.assertBody({
      errors: [{ field: 'currentPassword', message: 'The current password is incorrect.' }],
    })
    await user.refresh()
    assert.equal(user.email, before)
  })

  test('an e-mail used by another user answers 422 on email', async ({ client, assert }) => {
    const other = await createCustomer()
    const user = await createCustomer()

    const response = await update(client, user, { email: other.email, currentPassword: FACTORY_PASSWORD })

    response.assertStatus(422)
    response.assertBody({
      errors: [{ field: 'email', message: 'This e-mail address is already used by another account.' }],
    })
    await user.refresh()
    assert.notEqual(user.email, other.email)
  })

  test('a login used by another user answers 422 on login', async ({ client }) => {
    const other = await createCustomer()
    const user = await createCustomer()

    const response = await update(client, user, {
      login: other.login,
      email: 'fresh@trans-demo.pl',
      currentPassword: FACTORY_PASSWORD,
    })

    response.assertStatus(422)
    response.assertBody({
      errors: [{ field: 'login', message: 'This login is already used by another account.' }],
    })
  })

  test("keeping one's own e-mail is not a conflict", async ({ client }) => {
    const user = await createCustomer()

    const response = await update(client, user, {
      login: user.login,
      email: user.email,
      currentPassword: FACTORY_PASSWORD,
    })

    response.assertStatus(200)
    response.assertBodyContains({ updated: true, user: { login: user.login, email: user.email } })
  })

  test('a malformed e-mail answers 422 on email', async ({ client }) => {
    const user = await createCustomer()

    const response = await update(client, user, { email: 'nope', currentPassword: FACTORY_PASSWORD })

    response.assertStatus(422)
    response.assertBodyContains({ errors: [{ field: 'email', rule: 'email' }] })
  })

  test('a customer changes their password, then signs in with it', async ({ client, assert }) => {
    const user = await createCustomer()

    const response = await update(client, user, {
      currentPassword: FACTORY_PASSWORD,
      password: 'Brand-New-Secret-7',
      confirmPassword: 'Brand-New-Secret-7',
    })

    response.assertStatus(200)
    response.assertBodyContains({
      updated: true,
      successes: [{ message: 'Your password has been changed.' }],
    })
    const login = (password: string) =>
      client.post('/en/api/auth/login').json({ login: user.login, password }).withCsrfToken()
    ;(await login('Brand-New-Secret-7')).assertStatus(200)
    assert.equal((await login(FACTORY_PASSWORD)).status(), 400)
  })

  test('a password change with a wrong current password is refused', async ({ client }) => {
    const user = await createCustomer()

    const response = await update(client, user, {
      currentPassword: 'not-it',
      password: 'Brand-New-Secret-7',
      confirmPassword: 'Brand-New-Secret-7',
    })

    response.assertStatus(422)
    response.assertBody({
      errors: [{ field: 'currentPassword', message: 'The current password is incorrect.' }],
    })
    const login = await client
      .post('/en/api/auth/login')
      .json({ login: user.login, password: FACTORY_PASSWORD })
      .withCsrfToken()
    login.assertStatus(200)
  })

  test('a password change with a mismatched confirmation answers 422 on confirmPassword', async ({
    client,
  }) => {
    const user = await createCustomer()

    const response = await update(client, user, {
      currentPassword: FACTORY_PASSWORD,
      password: 'Brand-New-Secret-7',
      confirmPassword: 'Brand-New-Secret-8',
    })

    response.assertStatus(422)
    response.assertBodyContains({ errors: [{ field: 'confirmPassword', rule: 'sameAs' }] })
  })

  test('an anonymous call answers 401', async ({ client }) => {
    const response = await client
      .post('/fr/api/auth/update')
      .json({ email: 'jan@trans-demo.pl', currentPassword: 'x' })
      .withCsrfToken()

    response.assertStatus(401)
    response.assertBody({ errors: [{ message: 'Veuillez vous connecter pour continuer.' }] })
  })
})
