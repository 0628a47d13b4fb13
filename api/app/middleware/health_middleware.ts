import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { readiness } from '#services/health/readiness'

const PROBES = new Set(['GET', 'HEAD'])
let wasReady = true

/**
 * /health/live (the process answers) and /health/ready (the services it needs answer: start/health.ts), for load
 * balancers and orchestrators. Answered here, before routing, because the router's middleware would read a session
 * (from the database or Redis) and set cookies on every probe, and liveness must hold while the database is down.
 * Public on purpose: the answer names the checks and their status, never their error messages (they may carry
 * internal addresses), which go to the log once when the process stops or starts being ready.
 */
export default class HealthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request, response } = ctx
    if (!PROBES.has(request.method())) return next()
    const path = request.url()
    if (path !== '/health/live' && path !== '/health/ready') return next()

    response.header('Cache-Control', 'no-store')
    if (path === '/health/live') return response.json({ status: 'ok' })

    const { ready, report } = await readiness()
    if (ready !== wasReady) {
      wasReady = ready
      const failed = report.filter((check) => check.status === 'error')
      if (ready) ctx.logger.info('ready again: every readiness check answers')
      else ctx.logger.warn({ checks: failed.map(({ name, message }) => ({ name, message })) }, 'not ready')
    }
    response.status(ready ? 200 : 503).json({
      status: ready ? 'ok' : 'error',
      checks: report.map(({ name, status }) => ({ name, status })),
    })
  }
}
