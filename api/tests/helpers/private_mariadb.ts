import { spawn, execFile, type ChildProcess } from 'node:child_process'
import { existsSync, openSync, closeSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import mysql from 'mysql2/promise'
import { stopChild } from '#tests/helpers/child_processes'

/**
 * A MariaDB server of the test's own (its datadir, socket and port under a temporary folder, no grant tables so any
 * user may connect and create databases), for the tests that stop a database, migrate from several processes or
 * wipe and restore one: never the machine's shared server. Needs Debian's mariadb-server binaries.
 */
export type PrivateMariaDb = {
  host: string
  port: number
  dir: string
  /** Environment variables that point an api process at this server. */
  env(database: string): Record<string, string>
  connect(database?: string): Promise<mysql.Connection>
  start(): Promise<void>
  stop(): Promise<void>
  destroy(): Promise<void>
}

const run = promisify(execFile)

function binary(name: string) {
  const found = ['/usr/sbin', '/usr/bin', '/usr/local/sbin', '/usr/local/bin']
    .map((dir) => join(dir, name))
    .find((path) => existsSync(path))
  if (!found) {
    throw new Error(
      `${name} not found: these tests need Debian's mariadb-server (apt-get install mariadb-server)`
    )
  }
  return found
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function waitUntilAnswering(port: number, child: ChildProcess, logFile: string) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`mariadbd exited (${child.exitCode}); see ${logFile}`)
    try {
      const connection = await mysql.createConnection({ host: '127.0.0.1', port, user: 'root' })
      await connection.end()
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  throw new Error(`mariadbd did not answer on port ${port} within 60 s; see ${logFile}`)
}

export async function startPrivateMariaDb(): Promise<PrivateMariaDb> {
  const dir = await mkdtemp(join(tmpdir(), 'pw-mariadb-'))
  const datadir = join(dir, 'data')
  const logFile = join(dir, 'server.log')
  const asRoot = process.getuid?.() === 0 ? ['--user=root'] : []
  // Small redo log and buffer pool: the server holds a few test rows, and starts in about a second.
  const small = ['--innodb-log-file-size=8M', '--innodb-buffer-pool-size=16M']
  await run(binary('mariadb-install-db'), [
    '--no-defaults',
    `--datadir=${datadir}`,
    '--auth-root-authentication-method=normal',
    '--skip-test-db',
    ...asRoot,
    ...small,
  ])
  const port = await freePort()
  let child: ChildProcess | null = null

  const db: PrivateMariaDb = {
    host: '127.0.0.1',
    port,
    dir,
    env: (database) => ({
      DB_HOST: '127.0.0.1',
      DB_PORT: String(port),
      DB_USER: 'root',
      DB_PASSWORD: '',
      DB_DATABASE: database,
    }),
    connect: (database) =>
      mysql.createConnection({ host: '127.0.0.1', port, user: 'root', database, multipleStatements: true }),
    async start() {
      const log = openSync(logFile, 'a')
      child = spawn(
        binary('mariadbd'),
        [
          '--no-defaults',
          `--datadir=${datadir}`,
          `--socket=${join(dir, 's')}`,
          `--port=${port}`,
          '--bind-address=127.0.0.1',
          '--skip-grant-tables',
          ...asRoot,
          ...small,
        ],
        { stdio: ['ignore', log, log] }
      )
      closeSync(log)
      await waitUntilAnswering(port, child, logFile)
    },
    async stop() {
      const running = child
      child = null
      await stopChild(running, 30_000)
    },
    async destroy() {
      await db.stop()
      await rm(dir, { recursive: true, force: true })
    },
  }
  await db.start()
  return db
}
