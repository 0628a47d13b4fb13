import { test } from '@japa/runner'
import { isolateEachTest } from '#tests/helpers/database'
import { createCustomer } from '#tests/helpers/users'

test.group('Auth | logout', (group) => {
  isolateEachTest(group)

  test('POST logout signs the user out', async ({ client }) => {
    const user = await createCustomer()

    const response = await client.post('/fr/api/auth/logout').loginAs(user).withCsrfToken()

    response.assertStatus(200)
    response.assertBody({ loggedOut: true })
    response.assertSessionMissing('auth_web')
  })

  test('POST logout without the CSRF token keeps the user signed in', async ({ client }) => {
    const user = await createCustomer()

    const response = await client.post('/fr/api/auth/logout').loginAs(user)

    response.assertStatus(403)
    response.assertBody({ errors: [{ message: 'Votre session a changé. Rechargez la page et réessayez.' }] })
    response.assertSession('auth_web', user.id)
  })

  test('GET logout signs out and redirects to the login page of {$self}')
    .with(['fr', 'pl', 'en'])
    .run(async ({ client }, lang) => {
      const user = await createCustomer()

      const response = await client.get(`/${lang}/api/auth/logout`).loginAs(user).redirects(0)

      response.assertStatus(302)
      response.assertHeader('location', `/${lang}/login`)
      response.assertSessionMissing('auth_web')
    })

  test('a session that logged out is anonymous', async ({ client }) => {
    const user = await createCustomer()
    const signedIn = await client.get('/fr/api/auth/session').loginAs(user)
    signedIn.assertBodyContains({ isLoggedIn: true })

    // The session store keeps nothing between calls of the test client: replay what logout left in the session.
    const loggedOut = await client.post('/fr/api/auth/logout').loginAs(user).withCsrfToken()
    const after = await client.get('/fr/api/auth/session').withSession(loggedOut.session())

    after.assertStatus(200)
    after.assertBody({ isLoggedIn: false, applicationDataForLoggedInUser: null })
  })

  test('logging out anonymously is harmless', async ({ client }) => {
    const response = await client.post('/en/api/auth/logout').withCsrfToken()

    response.assertStatus(200)
    response.assertBody({ loggedOut: true })
  })
})
