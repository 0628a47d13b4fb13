#!/usr/bin/env node
/**
 * Copies the built SPAs into the api: assets into api/public (served as static files) and each index.html into
 * api/resources/spa (served by SpaController, which checks roles before handing out the back-office).
 */
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { dirname, join } from 'node:path'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const publicDir = join(root, 'api', 'public')
const spaDir = join(root, 'api', 'resources', 'spa')

rmSync(publicDir, { recursive: true, force: true })
rmSync(spaDir, { recursive: true, force: true })
mkdirSync(spaDir, { recursive: true })

for (const [app, target, page] of [
  ['portal', publicDir, 'portal.html'],
  ['admin', join(publicDir, 'admin'), 'admin.html'],
]) {
  const dist = join(root, app, 'dist')
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`bundle-spa: ${app}/dist/index.html is missing; run "npm run build -w ${app}" first.`)
    process.exit(1)
  }
  cpSync(dist, target, { recursive: true })
  renameSync(join(target, 'index.html'), join(spaDir, page))
}
console.log('bundle-spa: portal and back-office copied into api/public and api/resources/spa.')
