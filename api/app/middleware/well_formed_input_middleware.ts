import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { BusinessException } from '#exceptions/business_exception'

/** A lone UTF-16 surrogate: with the `u` flag a valid pair is one code point and does not match. */
const LONE_SURROGATE = /\p{Cs}/u

/** True when a string, a key or any string nested in `input` holds a lone surrogate (walked without recursion). */
export function hasMalformedText(input: unknown): boolean {
  const pending: unknown[] = [input]
  while (pending.length > 0) {
    const value = pending.pop()
    if (typeof value === 'string') {
      if (LONE_SURROGATE.test(value)) return true
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (LONE_SURROGATE.test(key)) return true
        pending.push(child)
      }
    }
  }
  return false
}

/**
 * Text that is not Unicode (a lone surrogate, from JSON's "\ud800" or a query string's raw bytes) is refused before
 * any rule sees it: it would crash URI encoding in e-mail rules, or be stored as U+FFFD and corrupt a name.
 */
export default class WellFormedInputMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (hasMalformedText(ctx.request.all())) throw new BusinessException('errors.malformed', { status: 422 })
    return next()
  }
}
