#!/usr/bin/env node
/**
 * Makes sure the configured MySQL/MariaDB database exists and the application user can use it.
 *
 *   node scripts/db-prepare.mjs [--database name]
 *
 * Reads api/.env (process variables win). When the application user cannot connect yet (fresh server), it tries
 * the server's root account over the local socket, then over TCP (DB_ROOT_USER / DB_ROOT_PASSWORD, default root
 * with no password), to create the user and the database. When no server answers, it says how to start one.
 */
import { readFileSync, existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { dirname, join } from 'node:path'
import mysql from 'mysql2/promise'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

function readEnv() {
  const file = join(root, 'api', '.env')
  const values = {}
  if (existsSync(file)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line)
      if (match) values[match[1]] = match[2].replace(/^['"]|['"]$/g, '')
    }
  }
  return { ...values, ...process.env }
}

const env = readEnv()
const argIndex = process.argv.indexOf('--database')
const database = argIndex > 0 ? process.argv[argIndex + 1] : env.DB_DATABASE
const host = env.DB_HOST || '127.0.0.1'
const port = Number(env.DB_PORT || 3306)
const user = env.DB_USER
const password = env.DB_PASSWORD || ''

if (!database || !user || !/^[A-Za-z0-9_]+$/.test(database)) {
  console.error(`db-prepare: DB_DATABASE and DB_USER must be set (api/.env); got database "${database}".`)
  process.exit(2)
}

const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOENT'])

function explainUnreachable(error) {
  console.error(`
Cannot reach MySQL at ${host}:${port} (${error.code}).

Start a MySQL 8.4 or MariaDB 10.11 server, then run this command again:
  - with Docker:        docker compose up -d db
  - on Debian/Ubuntu:   sudo apt-get install -y mariadb-server && sudo service mariadb start
Connection settings live in api/.env (DB_HOST, DB_PORT, DB_USER, DB_PASSWORD, DB_DATABASE).
`)
  process.exit(2)
}

async function tryConnect(options) {
  try {
    return await mysql.createConnection({ ...options, connectTimeout: 5000 })
  } catch (error) {
    return error
  }
}

async function createAsApplicationUser() {
  const connection = await tryConnect({ host, port, user, password })
  if (connection instanceof Error) {
    if (UNREACHABLE.has(connection.code)) explainUnreachable(connection)
    return false
  }
  try {
    await connection.query(
      `CREATE DATABASE IF NOT EXISTS \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`
    )
    return true
  } catch {
    return false
  } finally {
    await connection.end()
  }
}

async function createAsRoot() {
  const rootUser = env.DB_ROOT_USER || 'root'
  const attempts = [
    { socketPath: '/run/mysqld/mysqld.sock', user: rootUser, password: env.DB_ROOT_PASSWORD || '' },
    { socketPath: '/var/run/mysqld/mysqld.sock', user: rootUser, password: env.DB_ROOT_PASSWORD || '' },
    { host, port, user: rootUser, password: env.DB_ROOT_PASSWORD || '' },
  ]
  for (const options of attempts) {
    const connection = await tryConnect(options)
    if (connection instanceof Error) continue
    try {
      await connection.query(
        `CREATE DATABASE IF NOT EXISTS \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`
      )
      for (const from of ['localhost', '127.0.0.1', '%']) {
        await connection.query('CREATE USER IF NOT EXISTS ?@? IDENTIFIED BY ?', [user, from, password])
        await connection.query(`GRANT ALL PRIVILEGES ON \`${database}\`.* TO ?@?`, [user, from])
      }
      await connection.query('FLUSH PRIVILEGES')
      return true
    } finally {
      await connection.end()
    }
  }
  return false
}

if ((await createAsApplicationUser()) || (await createAsRoot())) {
  const check = await tryConnect({ host, port, user, password, database })
  if (!(check instanceof Error)) {
    await check.end()
    console.log(`db-prepare: database "${database}" is ready for user "${user}" at ${host}:${port}.`)
    process.exit(0)
  }
}

console.error(`
The database "${database}" could not be created or reached as "${user}" at ${host}:${port}.
Create it once as an administrator, for example:
  CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
  CREATE USER '${user}'@'%' IDENTIFIED BY '<DB_PASSWORD from api/.env>';
  GRANT ALL PRIVILEGES ON \`${database}\`.* TO '${user}'@'%';
or give the root credentials in DB_ROOT_USER / DB_ROOT_PASSWORD.
`)
process.exit(2)
