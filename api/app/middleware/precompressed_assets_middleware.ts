import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** The encodings the build writes beside each asset (scripts/bundle-spa.mjs), best first, with their suffix. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const

type Variants = Partial<Record<(typeof ENCODINGS)[number]['name'], { path: string; size: number }>>

/** What each asset served so far has beside it; only files that exist are remembered. */
const known = new Map<string, Variants>()

async function sizeOf(path: string) {
  try {
    const info = await stat(path)
    return info.isFile() ? info.size : null
  } catch {
    return null
  }
}

async function variantsOf(file: string): Promise<Variants | null> {
  const cached = known.get(file)
  if (cached) return cached
  if ((await sizeOf(file)) === null) return null
  const variants: Variants = {}
  for (const { name, suffix } of ENCODINGS) {
    const size = await sizeOf(file + suffix)
    if (size !== null) variants[name] = { path: file + suffix, size }
  }
  // The build replaces public/ as a whole and the server restarts with it: a file's variants never change.
  if (app.inProduction) known.set(file, variants)
  return variants
}

/**
 * Serves the SPAs' assets compressed at build time (brotli, else gzip) to a browser that accepts them, so that no
 * request compresses a script again. Anything else goes on to the static middleware (and its cache headers).
 */
export default class PrecompressedAssetsMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request, response } = ctx
    const method = request.method()
    const path = request.url()
    if ((method !== 'GET' && method !== 'HEAD') || !path.includes('/assets/')) return next()

    const root = app.publicPath()
    let file: string
    try {
      file = normalize(join(root, decodeURIComponent(path)))
    } catch {
      return next()
    }
    if (!file.startsWith(root + sep)) return next()
    const variants = await variantsOf(file)
    if (!variants) return next()

    response.header('Vary', 'Accept-Encoding')
    // Ours is the choice among what the client accepts (browsers list gzip before br, with the same weight).
    const encoding = ENCODINGS.map(({ name }) => name).find(
      (name) => variants[name] && request.encoding([name]) === name
    )
    const variant = encoding ? variants[encoding] : undefined
    if (!encoding || !variant) return next()

    response.type(extname(file))
    response.header('Content-Encoding', encoding)
    response.header('Content-Length', String(variant.size))
    response.header('Cache-Control', 'public, max-age=31536000, immutable')
    // Node leaves the body out of a HEAD answer by itself.
    response.stream(createReadStream(variant.path))
  }
}
