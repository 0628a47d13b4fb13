import { spawn } from 'node:child_process'
import { createReadStream, createWriteStream, existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'
import type { PrimaryConnection } from '#services/database/primary_connection'

/**
 * The server's own client tools: mysqldump (or mariadb-dump) to take a consistent dump while the api keeps
 * writing, mysql (or mariadb) to load it back. The password goes through a temporary options file readable by
 * this user only, never the command line (which `ps` shows).
 */
const DIRS = ['/usr/bin', '/usr/local/bin', '/usr/local/mysql/bin', '/opt/homebrew/bin']

function tool(names: string[]) {
  const path = (process.env.PATH ?? '').split(':').concat(DIRS)
  for (const name of names) {
    const found = path.map((dir) => join(dir, name)).find((candidate) => existsSync(candidate))
    if (found) return found
  }
  throw new Error(
    `${names.join(' or ')} not found: install the MySQL or MariaDB client (Debian: apt-get install mariadb-client)`
  )
}

async function withOptionsFile<T>(connection: PrimaryConnection, work: (file: string) => Promise<T>) {
  const dir = await mkdtemp(join(tmpdir(), 'pw-mysql-'))
  const file = join(dir, 'client.cnf')
  const lines = ['[client]', `user=${connection.user ?? ''}`, `password=${connection.password ?? ''}`]
  if (connection.socketPath) lines.push(`socket=${connection.socketPath}`)
  else lines.push(`host=${connection.host ?? '127.0.0.1'}`, `port=${connection.port ?? 3306}`, 'protocol=tcp')
  await writeFile(file, lines.join('\n') + '\n', { mode: 0o600 })
  try {
    return await work(file)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** Runs `command`; its stdin/stdout are wired by `wire`; rejects with its stderr when it fails. */
async function runTool(
  command: string,
  args: string[],
  wire: (child: ReturnType<typeof spawn>) => Promise<void>
) {
  const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] })
  let stderr = ''
  child.stderr!.on('data', (chunk) => (stderr += chunk.toString()))
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject)
    child.once('close', resolve)
  })
  // The tool's own failure (a refused login, an SQL error) explains more than the broken pipe it causes.
  const [exit, wired] = await Promise.allSettled([exited, wire(child)])
  if (exit.status === 'rejected') throw exit.reason
  if (exit.value !== 0) throw new Error(`${command} failed (${exit.value}): ${stderr.trim()}`)
  if (wired.status === 'rejected') throw wired.reason
}

/**
 * A consistent dump (one transaction's snapshot, no table locked) of the database, its routines, events and
 * triggers, gzipped into `file`.
 */
export function dumpDatabase(connection: PrimaryConnection, file: string) {
  const dump = tool(['mariadb-dump', 'mysqldump'])
  return withOptionsFile(connection, (options) =>
    runTool(
      dump,
      [
        `--defaults-extra-file=${options}`,
        '--single-transaction',
        '--routines',
        '--events',
        '--triggers',
        '--hex-blob',
        '--no-tablespaces',
        '--default-character-set=utf8mb4',
        connection.database,
      ],
      async (child) => {
        child.stdin!.end()
        await pipeline(child.stdout!, createGzip(), createWriteStream(file))
      }
    )
  )
}

/** Loads a gzipped dump into the database (which must exist). */
export function loadDump(connection: PrimaryConnection, file: string) {
  const client = tool(['mariadb', 'mysql'])
  return withOptionsFile(connection, (options) =>
    runTool(
      client,
      [`--defaults-extra-file=${options}`, '--default-character-set=utf8mb4', connection.database],
      async (child) => {
        child.stdout!.resume()
        await pipeline(createReadStream(file), createGunzip(), child.stdin!)
      }
    )
  )
}
