#!/usr/bin/env node
/**
 * Creates api/.env from api/.env.example on first run, with a freshly generated APP_KEY.
 * An existing api/.env is never touched.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { dirname, join } from 'node:path'

const api = join(dirname(fileURLToPath(import.meta.url)), '..', 'api')
const target = join(api, '.env')

if (existsSync(target)) process.exit(0)

const example = readFileSync(join(api, '.env.example'), 'utf8')
const key = randomBytes(32).toString('base64url')
writeFileSync(target, example.replace(/^APP_KEY=.*$/m, `APP_KEY=${key}`))
console.log(
  'ensure-env: created api/.env from api/.env.example (edit it to change the database or mail settings).'
)
