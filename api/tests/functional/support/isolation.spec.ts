import { test } from '@japa/runner'
import User from '#models/user'
import { isolateEachTest } from '#tests/helpers/database'
import { createCustomer, FACTORY_PASSWORD } from '#tests/helpers/users'

/**
 * The two tests of each pair run in this order: the second one fails if the first one's writes or login failures
 * survived it. Each also passes alone, so the order of the suite never matters.
 */
test.group('Support | isolation between tests', (group) => {
  isolateEachTest(group)

  test('a user created through the API exists during its test', async ({ client, assert }) => {
    const user = await createCustomer({
      user: { login: 'isolation-probe', email: 'probe@isolation.example' },
    })
    await client
      .post('/en/api/auth/update')
      .loginAs(user)
      .json({
        login: 'isolation-probe-renamed',
        email: 'probe@isolation.example',
        currentPassword: FACTORY_PASSWORD,
      })
      .withCsrfToken()

    assert.isNotNull(await User.findBy('login', 'isolation-probe-renamed'))
  })

  test('the next test sees none of it', async ({ assert }) => {
    assert.isNull(await User.findBy('login', 'isolation-probe'))
    assert.isNull(await User.findBy('login', 'isolation-probe-renamed'))
    assert.lengthOf(await User.all(), 0)
  })

  test('an account locked by failures is refused during its test', async ({ client }) => {
    const user = await createCustomer({ user: { login: 'lock-probe' } })
    for (let i = 0; i < 5; i++) {
      await client.post('/en/api/auth/login').json({ login: user.login, password: 'wrong' }).withCsrfToken()
    }

    const response = await client
      .post('/en/api/auth/login')
      .json({ login: 'lock-probe', password: FACTORY_PASSWORD })
      .withCsrfToken()
    response.assertStatus(429)
  })

  test('the next test starts with no failures counted', async ({ client }) => {
    await createCustomer({ user: { login: 'lock-probe' } })

    const response = await client
      .post('/en/api/auth/login')
      .json({ login: 'lock-probe', password: FACTORY_PASSWORD })
      .withCsrfToken()

    response.assertStatus(200)
    response.assertBodyContains({ isLoggedIn: true })
  })
})
