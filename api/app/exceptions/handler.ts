import app from '@adonisjs/core/services/app'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import type { I18n } from '@adonisjs/i18n'
import i18nManager from '@adonisjs/i18n/services/main'
import { BusinessException } from '#exceptions/business_exception'
import { localeFromPath } from '#services/http/paths'
import { isServiceUnavailable } from '#services/http/unavailable'
import { isLockConflict } from '#services/database/retry_transaction'
import { isDatabaseError, safeDatabaseError, withoutAddresses } from '#services/logging/safe_error'

type ApiError = { message: string; field?: string; rule?: string }

/** Error codes we answer with a fixed status and a translated message. */
const KNOWN: Record<string, { status: number; key: string }> = {
  E_UNAUTHORIZED_ACCESS: { status: 401, key: 'errors.unauthorized' },
  E_AUTHORIZATION_FAILURE: { status: 403, key: 'errors.forbidden' },
  E_FORBIDDEN: { status: 403, key: 'errors.forbidden' },
  E_BAD_CSRF_TOKEN: { status: 403, key: 'errors.csrf' },
  E_ROW_NOT_FOUND: { status: 404, key: 'errors.notFound' },
  E_ROUTE_NOT_FOUND: { status: 404, key: 'errors.routeNotFound' },
  E_TOO_MANY_REQUESTS: { status: 429, key: 'errors.tooManyRequests' },
}

/** What a client is told to wait before trying again while a service is unreachable. */
const RETRY_AFTER_SECONDS = 5

/**
 * Every error leaves as the answer envelope `{ errors: [{ message, field?, rule? }] }`, translated into the
 * request's language. Nothing a client sends may produce a stack trace or a 500.
 */
export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = !app.inProduction

  async handle(error: unknown, ctx: HttpContext) {
    // No i18n when no route matched (the locale middleware runs on matched routes): the path still tells.
    const i18n: I18n =
      ctx.i18n ?? i18nManager.locale(localeFromPath(ctx.request.url()) ?? i18nManager.defaultLocale)
    const { status, errors, headers } = this.#describe(error, i18n)
    for (const [name, value] of Object.entries(headers)) ctx.response.header(name, value)
    const answer = error instanceof BusinessException ? error.options.answer : undefined
    return ctx.response.status(status).send({ ...answer, errors })
  }

  async report(error: unknown, ctx: HttpContext) {
    // An outage is the service's, not a fault of this code: one warning per request, without the stack, and without
    // the message, which may quote the SQL with its values (a session id).
    if (isServiceUnavailable(error)) {
      const { code, name } = error as { code?: string; name?: string }
      return ctx.logger.warn({ code, error: name }, 'a service the api needs is unavailable')
    }
    if (isLockConflict(error)) {
      return ctx.logger.warn(
        { code: (error as { code?: string }).code },
        'a write lost a lock race and was rolled back'
      )
    }
    // The framework would write the error's message as the line's: a database error's quotes the values it refused.
    if (isDatabaseError(error)) {
      return ctx.logger.error({ err: error }, safeDatabaseError(error).message)
    }
    // Nor an e-mail address a failure names (a mail server refusing a recipient, in a call that sends at once).
    if (error instanceof Error && isUnexpected(error) && withoutAddresses(error.message) !== error.message) {
      return ctx.logger.error({ err: error }, withoutAddresses(error.message))
    }
    return super.report(error, ctx)
  }

  #describe(
    error: unknown,
    i18n: I18n
  ): { status: number; errors: ApiError[]; headers: Record<string, string> } {
    const err = error as {
      code?: string
      status?: number
      messages?: unknown
      response?: { availableIn?: number }
    }

    if (error instanceof BusinessException) {
      const message = i18n.t(error.translationKey, error.options.data ?? {})
      return { status: error.status, errors: [{ message, field: error.options.field }], headers: {} }
    }

    if (err.code === 'E_VALIDATION_ERROR' && Array.isArray(err.messages)) {
      return { status: 422, errors: err.messages as ApiError[], headers: {} }
    }

    const known = err.code ? KNOWN[err.code] : undefined
    if (known) {
      const headers: Record<string, string> = {}
      let data = {}
      if (err.code === 'E_TOO_MANY_REQUESTS' && err.response?.availableIn) {
        const seconds = err.response.availableIn
        headers['Retry-After'] = String(seconds)
        data = { minutes: Math.max(1, Math.ceil(seconds / 60)) }
      }
      return { status: known.status, errors: [{ message: i18n.t(known.key, data) }], headers }
    }

    // A write that lost a lock race more often than its retries allow: nothing was kept, the same call can be made
    // again at once.
    if (isServiceUnavailable(error) || isLockConflict(error)) {
      return {
        status: 503,
        errors: [{ message: i18n.t('errors.unavailable') }],
        headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
      }
    }

    // Malformed bodies, oversized uploads and other client mistakes reported by the framework.
    if (typeof err.status === 'number' && err.status >= 400 && err.status < 500) {
      const key = err.status === 413 ? 'errors.tooLarge' : 'errors.badRequest'
      return { status: err.status, errors: [{ message: i18n.t(key) }], headers: {} }
    }

    return { status: 500, errors: [{ message: i18n.t('errors.server') }], headers: {} }
  }
}

/** An error answered 500, which the framework logs as an error with its message as the line's. */
function isUnexpected(error: Error) {
  const status = (error as { status?: unknown }).status
  return typeof status !== 'number' || status >= 500
}
