import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import PasswordResetToken from '#models/password_reset_token'
import { createResetToken } from '#services/auth/reset_tokens'
import { isolateEachTest } from '#tests/helpers/database'
import { createCustomer, FACTORY_PASSWORD } from '#tests/helpers/users'

const NEW_PASSWORD = 'Brand-New-Secret-7'

async function issueToken(user: User, expiresAt = DateTime.utc().plus({ minutes: 60 })) {
  const { token, tokenHash } = createResetToken()
  await PasswordResetToken.create({ userId: user.id, tokenHash, expiresAt })
  return token
}

function confirm(client: ApiClient, body: object) {
  return client.post('/en/api/auth/reset-password/confirm').json(body).withCsrfToken()
}

test.group('Auth | password reset confirm', (group) => {
  isolateEachTest(group)

  test('the new password works and the old one no longer does', async ({ client }) => {
    const user = await createCustomer()
    const token = await issueToken(user)

    const response = await confirm(client, { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })

    response.assertStatus(200)
    response.assertBody({
      reseted: true,
      successes: [{ message: 'Your password has been changed. You can now sign in.' }],
    })
    const login = (password: string) =>
      client.post('/en/api/auth/login').json({ login: user.login, password }).withCsrfToken()
    ;(await login(FACTORY_PASSWORD)).assertStatus(400)
    ;(await login(NEW_PASSWORD)).assertStatus(200)
  })

  test('a token works only once', async ({ client }) => {
    const user = await createCustomer()
    const token = await issueToken(user)
    await confirm(client, { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })

    const again = await confirm(client, {
      token,
      password: 'Yet-Another-Pass-9',
      confirmPassword: 'Yet-Another-Pass-9',
    })

    again.assertStatus(422)
    again.assertBody({
      errors: [{ field: 'token', message: 'This link is invalid or has expired. Please ask for a new one.' }],
    })
  })

  test('an expired token is refused and the password is unchanged', async ({ client }) => {
    const user = await createCustomer()
    const token = await issueToken(user)
    await PasswordResetToken.query()
      .where('user_id', user.id)
      .update({ expiresAt: DateTime.utc().minus({ minutes: 1 }).toJSDate() })

    const response = await confirm(client, { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })

    response.assertStatus(422)
    response.assertBodyContains({ errors: [{ field: 'token' }] })
    const login = await client
      .post('/en/api/auth/login')
      .json({ login: user.login, password: FACTORY_PASSWORD })
      .withCsrfToken()
    login.assertStatus(200)
  })

  test('an unknown token is refused on the token field', async ({ client }) => {
    const response = await confirm(client, {
      token: 'made-up',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    })

    response.assertStatus(422)
    response.assertBodyContains({ errors: [{ field: 'token' }] })
  })

  test('a mismatched confirmation answers 422 on confirmPassword', async ({ client, assert }) => {
    const user = await createCustomer()
    const token = await issueToken(user)

    const response = await confirm(client, {
      token,
      password: NEW_PASSWORD,
      confirmPassword: 'Something-Else-1',
    })

    response.assertStatus(422)
    response.assertBodyContains({
      errors: [{ field: 'confirmPassword', rule: 'sameAs', message: 'The passwords do not match' }],
    })
    assert.lengthOf(response.body().errors, 1)
    const stored = await PasswordResetToken.findByOrFail('user_id', user.id)
    assert.isNull(stored.usedAt)
  })

  test('a password shorter than 8 characters answers 422', async ({ client }) => {
    const user = await createCustomer()
    const token = await issueToken(user)

    const response = await confirm(client, { token, password: 'Short-1', confirmPassword: 'Short-1' })

    response.assertStatus(422)
    response.assertBodyContains({ errors: [{ field: 'password', rule: 'minLength' }] })
  })
})
