import compression from 'compression'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

type NodeHandler = (request: IncomingMessage, response: ServerResponse, next: () => void) => void

/**
 * Compresses answers worth it (above 1 KB, of a compressible type: JSON, HTML, text; not PDFs, spreadsheets or
 * assets already compressed at build time), with brotli when the client accepts it, else gzip. The expressjs
 * middleware wraps Node's response, which Adonis writes to, so it works unchanged here.
 */
const compress = compression({ threshold: 1024 }) as unknown as NodeHandler

export default class CompressionMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    compress(ctx.request.request, ctx.response.response, () => {})
    return next()
  }
}
