import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { SessionCollection } from '@adonisjs/session'
import { isolateEachTest } from '#tests/helpers/database'
import { spaPage } from '#tests/helpers/spa_pages'
import { createCustomer, FACTORY_PASSWORD } from '#tests/helpers/users'
import { Browser, signedInBrowser } from '#tests/helpers/browser'

/** What the session store holds for the browser's session cookie (null: nothing stored). */
async function stored(browser: Browser) {
  const id = browser.sessionId()
  return id ? (await app.container.make(SessionCollection)).get(id) : null
}

test.group('Auth | a visitor who only reads leaves no session behind', (group) => {
  isolateEachTest(group)

  test('a cookie-less GET of {$self} stores no session and sets no XSRF cookie')
    .with(['/fr/login', '/en/api/auth/session', '/session/keepAlive', '/en/api/utils/listPhoneTypes'])
    .run(async ({ assert }, path) => {
      const page = await spaPage('portal')
      try {
        const browser = new Browser()

        const response = await browser.get(path)
        await browser.get(path)

        assert.equal(response.status, 200)
        assert.isNull(await stored(browser))
        assert.isFalse(browser.hasCookie('XSRF-TOKEN'))
      } finally {
        await page.cleanup()
      }
    })

  test('cookie-less GETs of pages, api reads and health checks answer without a session cookie', async ({
    assert,
  }) => {
    const pages = [await spaPage('portal'), await spaPage('admin')]
    try {
      const paths = [
        '/',
        '/fr/login',
        '/pl/home',
        '/admin',
        '/admin/requests',
        '/en/api/auth/session',
        '/session/keepAlive',
        '/en/api/utils/listPhoneTypes',
        '/fr/api/utils/listCountries',
        '/en/api/representativeCountries/list',
        '/en/api/eurofiscalis/workers/listAllowedMops',
        '/en/api/auth/logout',
        '/en/api/no-such-call',
        '/health/live',
        '/health/ready',
      ]
      const withCookie: string[] = []
      for (const path of paths) {
        const browser = new Browser()
        await browser.get(path)
        if (browser.hasCookie('pw-session')) withCookie.push(path)
      }

      assert.deepEqual(withCookie, [])
    } finally {
      for (const page of pages) await page.cleanup()
    }
  })

  test('signing in still sets the session cookie', async ({ assert }) => {
    const user = await createCustomer()

    const browser = await signedInBrowser(user.login, FACTORY_PASSWORD)

    assert.isTrue(browser.hasCookie('pw-session'))
    assert.isNotNull(await stored(browser))
    assert.equal((await browser.get('/en/api/auth/session')).body.isLoggedIn, true)
  })

  test('POST /session/csrf opens the session with its token, and the first write then goes through', async ({
    assert,
  }) => {
    const user = await createCustomer()
    const browser = new Browser()
    await browser.get('/en/api/auth/session')

    const csrf = await browser.post('/session/csrf')
    const login = await browser.post('/en/api/auth/login', { login: user.login, password: FACTORY_PASSWORD })

    assert.equal(csrf.status, 204)
    assert.isTrue(browser.hasCookie('XSRF-TOKEN'))
    assert.equal(login.status, 200)
    assert.isNotNull(await stored(browser))
  })

  test('without the token a write is still refused', async ({ assert }) => {
    const user = await createCustomer()
    const browser = new Browser()
    await browser.get('/en/api/auth/session')

    const login = await browser.post('/en/api/auth/login', { login: user.login, password: FACTORY_PASSWORD })

    assert.equal(login.status, 403)
  })
})
