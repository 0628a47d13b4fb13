import { test } from '@japa/runner'
import { logLines, startApiServer } from '#tests/helpers/api_server'

const HOSTILE = `<script>alert(1)</script>${'x'.repeat(5000)}`

/** The api in a process of its own, logging at info: what its log lines say of an id a client made up. */
test.group('Operations | the request id in the logs', () => {
  test('the id a client sends is neither echoed nor written into the log lines', async ({ assert }) => {
    const server = await startApiServer({ TRUSTED_PROXIES: '' })
    try {
      const response = await fetch(server.url('/en/api/auth/session'), {
        headers: { 'X-Request-Id': HOSTILE },
      })
      await response.text()
      const answered = response.headers.get('x-request-id')!
      await server.waitFor(answered)

      assert.match(answered, /^[a-z0-9]{20,32}$/)
      assert.notInclude(server.output(), '<script>')
      assert.notInclude(server.output(), 'x'.repeat(100))
      const line = logLines(server).find((entry) => entry.msg === 'request')
      assert.include(line, { path: '/en/api/auth/session', request_id: answered })
    } finally {
      server.process.kill('SIGKILL')
    }
  }).timeout(180_000)
})
