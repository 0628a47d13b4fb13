#!/usr/bin/env node
/**
 * Copies the built SPAs into the api: assets into api/public (served as static files) and each index.html into
 * api/resources/spa (served by SpaController, which checks roles before handing out the back-office). Each text
 * asset gets a brotli and a gzip copy beside it, served by the api's precompressed-assets middleware, so that no
 * request compresses a script again.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { fileURLToPath } from 'node:url'
import { dirname, extname, join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

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
  // Vite's manifest says which file holds which module: what the api preloads is read from it, never served.
  const manifestPath = join(target, '.vite', 'manifest.json')
  if (existsSync(manifestPath)) {
    if (app === 'portal') writePortalPreloads(JSON.parse(readFileSync(manifestPath, 'utf8')))
    rmSync(join(target, '.vite'), { recursive: true, force: true })
  }
}

/**
 * What the api names in a portal page for the browser to fetch at once, beside the entry (api SpaController): the
 * first texts of the page's language, and for a signed-in visitor the rest of them and the modules of the signed-in
 * frame and of the home's first screen (the query cache, the frame, the home; none of them MUI), which the router
 * would otherwise ask for only once the entry has run. MUI and the contracts panel are not named: they would share the slow network with these.
 */
function writePortalPreloads(manifest) {
  const url = (key) => `/${manifest[key].file}`
  const closure = (keys, seen = new Set()) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue
      seen.add(key)
      closure(manifest[key].imports ?? [], seen)
    }
    return seen
  }
  const preloads = {
    firstTexts: Object.fromEntries(
      ['fr', 'pl', 'en'].map((lang) => [lang, url(`src/i18n/first.${lang}.ts`)])
    ),
    allTexts: Object.fromEntries(['fr', 'pl', 'en'].map((lang) => [lang, url(`src/i18n/${lang}.ts`)])),
    signedIn: [
      ...closure([
        'src/app/QueryScope.tsx',
        'src/components/layouts/PortalLayout.tsx',
        'src/app/routes/Home.tsx',
      ]),
    ].map(url),
  }
  writeFileSync(join(spaDir, 'portal-preloads.json'), `${JSON.stringify(preloads, null, 2)}\n`)
}
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.map', '.webmanifest', '.ico'])
/** Below this, the headers outweigh what compression saves. */
const MIN_BYTES = 1024

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(path)
    else yield path
  }
}

let compressed = 0
for (const file of filesUnder(publicDir)) {
  if (!COMPRESSIBLE.has(extname(file))) continue
  const bytes = readFileSync(file)
  if (bytes.length < MIN_BYTES) continue
  const brotli = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  })
  const gzip = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION })
  if (brotli.length < bytes.length) writeFileSync(`${file}.br`, brotli)
  if (gzip.length < bytes.length) writeFileSync(`${file}.gz`, gzip)
  compressed++
}
console.log(
  `bundle-spa: portal and back-office copied into api/public and api/resources/spa; ${compressed} assets compressed (brotli, gzip).`
)
