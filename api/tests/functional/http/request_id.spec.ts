import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import env from '#start/env'
import { configureTrustedProxies } from '#services/http/trusted_proxies'

const HOSTILE = `<script>alert(1)</script>${'x'.repeat(5000)}`
/** What the api makes when it does not take the id it was sent. */
const MADE_HERE = /^[a-z0-9]{20,32}$/

function read(client: ApiClient, requestId: string) {
  return client.get('/en/api/auth/session').header('X-Request-Id', requestId)
}

test.group('HTTP | X-Request-Id', (group) => {
  group.each.teardown(() => configureTrustedProxies(env.get('TRUSTED_PROXIES')))

  test('from a client that is not a listed proxy, even a well-formed id is replaced: {title}')
    .with([
      { title: 'markup of 5,000 characters', sent: HOSTILE },
      { title: 'well-formed', sent: 'req-2026.11.27:abc_DEF-9' },
    ])
    .run(async ({ client, assert }, { sent }) => {
      configureTrustedProxies('')

      const answered = (await read(client, sent)).header('x-request-id') ?? ''

      assert.notEqual(answered, sent)
      assert.match(answered, MADE_HERE)
    })

  test('from a listed proxy, a well-formed id is kept', async ({ client }) => {
    configureTrustedProxies('loopback')
    const sent = `lb-2026.11.27:abc_DEF-9${'0'.repeat(104)}`

    const response = await read(client, sent)

    response.assertHeader('x-request-id', sent)
  })

  test('from a listed proxy, a malformed id is replaced: {title}')
    .with([
      { title: 'markup', sent: '<script>alert(1)</script>' },
      { title: 'more than 128 characters', sent: 'a'.repeat(129) },
      { title: 'a space', sent: 'abc def' },
      { title: 'a slash', sent: 'abc/def' },
      { title: 'a letter outside ASCII', sent: 'caf\u00e9' },
    ])
    .run(async ({ client, assert }, { sent }) => {
      configureTrustedProxies('loopback')

      const answered = (await read(client, sent)).header('x-request-id') ?? ''

      assert.notEqual(answered, sent)
      assert.match(answered, MADE_HERE)
    })
})
