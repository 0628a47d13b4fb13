import { test } from '@japa/runner'
import { isolateEachTest } from '#tests/helpers/database'
import { createAdmin, createCustomer } from '#tests/helpers/users'
import { builtPortalPreloads, spaPage } from '#tests/helpers/spa_pages'
import { withPreloads, withSessionAnswer } from '#services/http/page_meta'

test.group('SPA | root redirect', () => {
  test('GET / with Accept-Language "{header}" redirects to {location}')
    .with([
      { header: 'pl-PL,pl;q=0.9', location: '/pl/home' },
      { header: 'en-GB,en;q=0.9', location: '/en/home' },
      { header: 'de-DE,de;q=0.9,pl;q=0.5', location: '/pl/home' },
      { header: 'de-DE,de;q=0.9', location: '/fr/home' },
      { header: '', location: '/fr/home' },
    ])
    .run(async ({ client }, row) => {
      const request = client.get('/').redirects(0)
      if (row.header) request.header('Accept-Language', row.header)

      const response = await request

      response.assertStatus(302)
      response.assertHeader('location', row.location)
    })
})

test.group('SPA | a language we do not ship', () => {
  test('{url} with Accept-Language "{header}" redirects to {location}')
    .with([
      { url: '/de/home', header: 'de-DE,de;q=0.9,pl;q=0.5', location: '/pl/home' },
      { url: '/xx/login?next=1', header: '', location: '/fr/login?next=1' },
    ])
    .run(async ({ client }, row) => {
      const request = client.get(row.url).redirects(0)
      if (row.header) request.header('Accept-Language', row.header)

      const response = await request

      response.assertStatus(302)
      response.assertHeader('location', row.location)
    })

  test('an api call under such a prefix answers 404 JSON', async ({ client }) => {
    const response = await client.get('/de/api/auth/session')

    response.assertStatus(404)
    response.assertBody({ errors: [{ message: "Cette adresse n'existe pas." }] })
  })
})

test.group('SPA | back-office page', (group) => {
  isolateEachTest(group)

  test('GET /admin redirects to /admin/, where the built app lives', async ({ client }) => {
    const response = await client.get('/admin').redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', '/admin/')
  })

  test('a signed-in customer gets a 403 page at {$self}')
    .with(['/admin', '/admin/', '/admin/profiles/3'])
    .run(async ({ client, assert }, path) => {
      const customer = await createCustomer()

      const response = await client.get(path).header('Accept-Language', 'pl').loginAs(customer)

      response.assertStatus(403)
      assert.match(response.header('content-type') ?? '', /^text\/html/)
      assert.include(response.text(), 'Ta część serwisu jest zarezerwowana dla pracowników usługodawcy.')
      assert.include(response.text(), 'href="/pl/home"')
    })

  test('{title} gets the back-office page')
    .with([{ title: 'an anonymous visitor' }, { title: 'an admin', admin: true }])
    .run(async ({ client, assert }, row) => {
      const page = await spaPage('admin')
      try {
        const request = client.get('/admin/')
        if (row.admin) request.loginAs(await createAdmin())

        const response = await request

        response.assertStatus(200)
        assert.match(response.header('content-type') ?? '', /^text\/html/)
        assert.equal(response.text(), page.html)
        response.assertHeader('cache-control', 'no-cache')
      } finally {
        await page.cleanup()
      }
    })
})

test.group('SPA | portal page', (group) => {
  isolateEachTest(group)

  /** The JSON data block the page carries, parsed. */
  const sessionBlock = (html: string) => {
    const match = /<script type="application\/json" id="pw-session">(.*?)<\/script>/s.exec(html)
    return match ? JSON.parse(match[1]) : undefined
  }

  test('a portal address gets the portal page, saying no one is signed in', async ({ client, assert }) => {
    const page = await spaPage('portal')
    try {
      const response = await client.get('/pl/company/12')

      response.assertStatus(200)
      assert.match(response.header('content-type') ?? '', /^text\/html/)
      assert.equal(response.header('cache-control'), 'no-store')
      const preloaded = withPreloads(page.html, await builtPortalPreloads(), 'pl', false)
      assert.equal(
        response.text(),
        withSessionAnswer(preloaded, { isLoggedIn: false, applicationDataForLoggedInUser: null })
      )
    } finally {
      await page.cleanup()
    }
  })

  test("a signed-in customer's page carries the session answer, its text unable to close the block", async ({
    client,
    assert,
  }) => {
    const page = await spaPage('portal')
    try {
      const customer = await createCustomer()
      customer.company.name = 'Evil </script><script>alert(1)</script> Cargo'
      await customer.company.save()

      const response = await client.get('/fr/home').loginAs(customer)
      const session = await client.get('/fr/api/auth/session').loginAs(customer)

      response.assertStatus(200)
      assert.notInclude(response.text(), '</script><script>alert(1)')
      assert.deepEqual(sessionBlock(response.text()), session.body())
      assert.equal(
        sessionBlock(response.text()).applicationDataForLoggedInUser.user.company.name,
        customer.company.name
      )
    } finally {
      await page.cleanup()
    }
  })

  test('a page names the modules its first screen needs: its first texts, and all its texts with the signed-in frame once signed in', ({
    assert,
  }) => {
    const preloads = {
      firstTexts: { fr: '/assets/first.fr-1.js', pl: '/assets/first.pl-1.js', en: '/assets/first.en-1.js' },
      allTexts: { fr: '/assets/fr-1.js', pl: '/assets/pl-1.js', en: '/assets/en-1.js' },
      signedIn: ['/assets/mui-1.js', '"><script>alert(1)</script>'],
    }
    const page = '<html><head></head><body></body></html>'
    const anonymous = withPreloads(page, preloads, 'pl', false)
    assert.include(anonymous, '<link rel="modulepreload" crossorigin href="/assets/first.pl-1.js">')
    assert.notInclude(anonymous, 'href="/assets/pl-1.js"')
    assert.notInclude(anonymous, 'mui-1.js')
    const signedIn = withPreloads(page, preloads, 'en', true)
    assert.include(signedIn, 'href="/assets/first.en-1.js"')
    assert.include(signedIn, 'href="/assets/en-1.js"')
    assert.notInclude(signedIn, 'fr-1.js')
    assert.include(signedIn, 'href="/assets/mui-1.js"')
    assert.notInclude(signedIn, '<script>')
    assert.equal(withPreloads(page, null, 'fr', true), page)
  })
})
