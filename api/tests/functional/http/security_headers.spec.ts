import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import { isolateEachTest } from '#tests/helpers/database'
import { spaPage } from '#tests/helpers/spa_pages'
import { createInvoicedPurchase } from '#tests/functional/billing/billing_fixtures'

type Headers = (name: string) => string | undefined

/** The headers every answer carries, whatever it is. */
function assertCommonHeaders(
  assert: { equal(a: unknown, b: unknown): void; match(a: string, b: RegExp): void },
  header: Headers
) {
  assert.equal(header('referrer-policy'), 'strict-origin-when-cross-origin')
  assert.equal(header('cross-origin-opener-policy'), 'same-origin')
  assert.equal(header('x-content-type-options'), 'nosniff')
  assert.match(
    header('permissions-policy') ?? '',
    /camera=\(\), microphone=\(\), geolocation=\(\), payment=\(\)/
  )
}

/** The CSP's directives as a map: `script-src` → ["'self'", "'nonce-…'"]. */
function directives(csp: string | undefined) {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values])
  )
}

test.group('HTTP | security headers', (group) => {
  isolateEachTest(group)

  test('{$self} answers with a CSP that runs no inline script, and the common headers')
    .with(['/fr/login', '/admin/', '/en/api/auth/session'])
    .run(async ({ client, assert }, path) => {
      const pages = [await spaPage('portal'), await spaPage('admin')]
      try {
        const response = await client.get(path)

        response.assertStatus(200)
        assertCommonHeaders(assert, (name) => response.header(name))
        const csp = directives(response.header('content-security-policy'))
        assert.deepEqual(csp.get('default-src'), ["'self'"])
        // No nonce and no 'unsafe-inline': only the sandbox's return page runs an inline script (its own nonce).
        assert.deepEqual(csp.get('script-src'), ["'self'"])
        assert.deepEqual(csp.get('style-src'), ["'self'", "'unsafe-inline'"])
        assert.deepEqual(csp.get('object-src'), ["'none'"])
        assert.deepEqual(csp.get('frame-ancestors'), ["'self'"])
        assert.deepEqual(csp.get('base-uri'), ["'self'"])
        assert.deepEqual(csp.get('form-action'), ["'self'"])
        assert.isUndefined(csp.get('upgrade-insecure-requests'))
      } finally {
        for (const page of pages) await page.cleanup()
      }
    })

  test('a static file and an unknown api path carry the common headers too', async ({ client, assert }) => {
    const missing = await client.get('/en/api/nothing-here')
    const favicon = await client.get('/favicon.svg')

    assertCommonHeaders(assert, (name) => missing.header(name))
    assertCommonHeaders(assert, (name) => favicon.header(name))
    assert.equal(missing.header('content-security-policy'), favicon.header('content-security-policy'))
    assert.include(favicon.header('content-security-policy') ?? '', "script-src 'self';")
  })

  test('a PDF download stays an attachment that is never sniffed', async ({ client, assert }) => {
    drive.fake()
    try {
      const { user, invoice } = await createInvoicedPurchase({ startDate: '2026-06-01' })

      const response = await client.get(`/fr/api/invoices/${invoice.id}/download`).loginAs(user)

      response.assertStatus(200)
      assert.match(response.header('content-disposition') ?? '', /^attachment; /)
      assertCommonHeaders(assert, (name) => response.header(name))
    } finally {
      drive.restore()
    }
  })
})
