import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import mysql from 'mysql2/promise'
import { E2E_DATABASE } from './server'

/** The e2e database, with the credentials the api uses (api/.env). */
export async function e2eDatabase() {
  const env: Record<string, string> = {}
  const file = fileURLToPath(new URL('../../api/.env', import.meta.url))
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line)
    if (match) env[match[1]] = match[2]
  }
  return mysql.createConnection({
    host: env.DB_HOST || '127.0.0.1',
    port: Number(env.DB_PORT || 3306),
    user: env.DB_USER,
    password: env.DB_PASSWORD ?? '',
    database: E2E_DATABASE,
  })
}
