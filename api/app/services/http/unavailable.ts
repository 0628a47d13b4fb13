/**
 * Errors that say a service the api needs (the database, Redis, the storage) cannot be reached right now,
 * rather than that the request or the code is wrong: answered 503 with a translated "try again" and logged as a
 * warning, and the same process serves again once the service is back (the pools reconnect by themselves).
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  // mysql2: the server went away, or is going.
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_CONNECTION_KILLED',
  'ER_CON_COUNT_ERROR',
])

const REDIS_GONE = ['Connection is closed.', "Stream isn't writeable"]

type Described = { code?: unknown; name?: unknown; message?: unknown; cause?: unknown; errors?: unknown }

export function isServiceUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false
  const { code, name, message, cause, errors } = error as Described
  if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true
  // Knex: no pooled connection could be had in time (the server does not answer).
  if (name === 'KnexTimeoutError') return true
  // mysql2, a query sent on a connection the server has just closed.
  if (typeof message === 'string' && message.includes('connection is in closed state')) return true
  // ioredis: a command retried as often as allowed while Redis is away (config/redis.ts), or sent on a connection
  // that is closing or closed.
  if (name === 'MaxRetriesPerRequestError') return true
  if (typeof message === 'string' && REDIS_GONE.some((text) => message.startsWith(text))) return true
  if (Array.isArray(errors) && errors.some((inner) => isServiceUnavailable(inner, depth + 1))) return true
  return isServiceUnavailable(cause, depth + 1)
}
