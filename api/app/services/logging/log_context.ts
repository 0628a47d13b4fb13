import type { HttpContext } from '@adonisjs/core/http'
import type { Logger } from '@adonisjs/core/logger'
import logger from '@adonisjs/core/services/logger'

/**
 * What work done later, elsewhere (a queued job, maybe on another process), keeps of the request that asked for
 * it, so that its log lines carry the same `request_id` as the request's: put `logContextOf(ctx)` in the job's
 * data, and log through `loggerFor(job.data.logContext)` when it runs.
 */
export type LogContext = { requestId?: string }

export function logContextOf(ctx: HttpContext): LogContext {
  return { requestId: ctx.request.id() }
}

export function loggerFor(context: LogContext | undefined): Logger {
  return context?.requestId ? logger.child({ request_id: context.requestId }) : logger
}
