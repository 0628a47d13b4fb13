import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { stopChild } from '#tests/helpers/child_processes'
import { freePort } from '#tests/helpers/private_mariadb'

/**
 * A Redis server of the test's own (its port and folder, nothing persisted), for the tests that stop and start
 * Redis under a running api: never the machine's shared Redis. Needs Debian's redis-server.
 */
export type PrivateRedis = {
  port: number
  /** Environment variables that point an api process at this server. */
  env: Record<string, string>
  start(): Promise<void>
  stop(): Promise<void>
  destroy(): Promise<void>
}

function redisServerBinary() {
  const found = ['/usr/bin/redis-server', '/usr/local/bin/redis-server', '/usr/sbin/redis-server'].find(
    (path) => existsSync(path)
  )
  if (!found) throw new Error("redis-server not found: these tests need Debian's redis-server")
  return found
}

/** Whether something on the port answers PING with PONG. */
function answersPing(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1')
    const done = (answer: boolean) => {
      socket.destroy()
      resolve(answer)
    }
    socket.setTimeout(1000, () => done(false))
    socket.once('error', () => done(false))
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')))
  })
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const dir = await mkdtemp(join(tmpdir(), 'pw-redis-'))
  const port = await freePort()
  let child: ChildProcess | null = null

  const server: PrivateRedis = {
    port,
    env: { REDIS_HOST: '127.0.0.1', REDIS_PORT: String(port), REDIS_DB: '0', REDIS_PASSWORD: '' },
    async start() {
      const started = spawn(
        redisServerBinary(),
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
        { stdio: 'ignore' }
      )
      child = started
      const deadline = Date.now() + 30_000
      while (!(await answersPing(port))) {
        if (started.exitCode !== null)
          throw new Error(`redis-server exited (${started.exitCode}) on port ${port}`)
        if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port} within 30 s`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
    async stop() {
      const running = child
      child = null
      await stopChild(running, 10_000)
    },
    async destroy() {
      await server.stop()
      await rm(dir, { recursive: true, force: true })
    },
  }
  await server.start()
  return server
}
