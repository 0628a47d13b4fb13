import { test } from '@japa/runner'
import type { Socket } from 'node:net'
import { logLines, startApiServer, tryConnect, type ApiServer } from '#tests/helpers/api_server'

/**
 * A request whose headers have reached the server (it answered "100 Continue") and whose body has not: in flight
 * for as long as the test wants. POST /session/csrf reads a body, needs no token, answers 204.
 */
async function requestInFlight(server: ApiServer) {
  const socket = await tryConnect(server.port)
  if (typeof socket === 'string') throw new Error(`cannot connect: ${socket}`)
  let received = ''
  socket.on('data', (chunk) => (received += chunk.toString()))
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  socket.write(
    'POST /session/csrf HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      'Content-Length: 2\r\nExpect: 100-continue\r\n\r\n'
  )
  await until(() => received.includes('100 Continue'), 30_000, 'the server to read the headers')
  return {
    socket,
    finish: () => socket.write('{}'),
    received: () => received.slice(received.indexOf('\r\n\r\n') + 4),
    closed,
  }
}

async function until(condition: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function refusedSoon(port: number) {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const attempt = await tryConnect(port)
    if (typeof attempt === 'string') return attempt
    ;(attempt as Socket).destroy()
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return 'still accepting'
}

test.group('Operations | graceful shutdown', () => {
  test('SIGTERM: new connections are refused, the request in flight completes, the process exits 0', async ({
    assert,
  }) => {
    const server = await startApiServer({ SHUTDOWN_GRACE_SECONDS: '20' })
    try {
      const slow = await requestInFlight(server)

      server.process.kill('SIGTERM')
      assert.equal(await refusedSoon(server.port), 'ECONNREFUSED')
      slow.finish()
      await slow.closed
      const started = Date.now()
      const code = await server.exited

      assert.match(slow.received(), /^HTTP\/1\.1 204 /)
      assert.equal(code, 0, server.output())
      assert.isBelow(Date.now() - started, 10_000)
      const request = logLines(server).find((line) => line.msg === 'request' && line.path === '/session/csrf')
      assert.include(request, { method: 'POST', status: 204 })
      assert.match(String(request?.request_id), /^\w{10,}$/)
      assert.equal(logLines(server).at(-1)?.msg, 'stopped')
    } finally {
      server.process.kill('SIGKILL')
    }
  }).timeout(180_000)

  test('a request that never ends is cut after SHUTDOWN_GRACE_SECONDS and the process still exits', async ({
    assert,
  }) => {
    const server = await startApiServer({ SHUTDOWN_GRACE_SECONDS: '1' })
    try {
      const stuck = await requestInFlight(server)
      const started = Date.now()

      server.process.kill('SIGTERM')
      const code = await server.exited
      await stuck.closed

      assert.equal(code, 1)
      assert.isBelow(Date.now() - started, 10_000)
      assert.isTrue(logLines(server).some((line) => line.msg === 'stopped, some connections cut'))
    } finally {
      server.process.kill('SIGKILL')
    }
  }).timeout(180_000)
})
