import { test } from '@japa/runner'
import type { ApiResponse } from '@japa/api-client'
import { isolateEachTest } from '#tests/helpers/database'
import { createCustomer, FACTORY_PASSWORD } from '#tests/helpers/users'

const CSRF_REFUSED = {
  errors: [{ message: 'Your session has changed. Please reload the page and try again.' }],
}

/** The XSRF-TOKEN cookie exactly as the browser stores it (the SPA echoes this raw value). */
function rawXsrfCookie(response: ApiResponse) {
  const header = ([] as string[]).concat(response.header('set-cookie') ?? [])
  const cookie = header.find((line) => line.startsWith('XSRF-TOKEN='))!
  return decodeURIComponent(cookie.slice('XSRF-TOKEN='.length).split(';')[0])
}

test.group('HTTP | CSRF', (group) => {
  isolateEachTest(group)

  test('a SPA that echoes the XSRF-TOKEN cookie as X-XSRF-TOKEN may POST', async ({ client }) => {
    const user = await createCustomer()
    const first = await client.post('/session/csrf')

    // The test client keeps no session between calls: carry the session of the first call over by hand.
    const response = await client
      .post('/en/api/auth/login')
      .withSession(first.session())
      .header('X-XSRF-TOKEN', rawXsrfCookie(first))
      .json({ login: user.login, password: FACTORY_PASSWORD })

    response.assertStatus(200)
    response.assertBodyContains({ isLoggedIn: true })
  })

  test('a token from another session is refused', async ({ client }) => {
    const user = await createCustomer()
    const first = await client.post('/session/csrf')

    const response = await client
      .post('/en/api/auth/login')
      .header('X-XSRF-TOKEN', rawXsrfCookie(first))
      .json({ login: user.login, password: FACTORY_PASSWORD })

    response.assertStatus(403)
    response.assertBody(CSRF_REFUSED)
  })

  test('a POST without the token is refused with 403 before its body is validated', async ({ client }) => {
    const response = await client.post('/en/api/auth/reset-password').json({})

    response.assertStatus(403)
    response.assertBody(CSRF_REFUSED)
  })

  test('a PUT without the token is refused with 403', async ({ client }) => {
    const customer = await createCustomer()

    const response = await client
      .put(`/en/api/admin/profiles/${customer.profile.id}`)
      .json({})
      .loginAs(customer)

    response.assertStatus(403)
    response.assertBody(CSRF_REFUSED)
  })
})
