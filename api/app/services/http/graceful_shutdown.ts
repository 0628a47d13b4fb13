import type { ApplicationService } from '@adonisjs/core/types'
import { markStopping } from '#services/health/readiness'
import { settleAfterResponseTasks } from '#services/http/after_response'

/**
 * SIGTERM (what orchestrators and `docker stop` send) or SIGINT (Ctrl-C) stops the server without cutting anyone
 * off: /health/ready answers 503 at once; behind a load balancer, the process goes on serving for
 * SHUTDOWN_DRAIN_SECONDS (default 0) so that the balancer's health check sees it and sends it nothing new, rather than
 * connections refused or reset; then the listening socket closes (new connections are refused), the requests
 * in flight finish, then the work they left to run after their answer, then the database pool closes (the
 * providers' shutdown) and the process exits 0. Connections still busy after SHUTDOWN_GRACE_SECONDS are cut, and
 * the process exits 1.
 */
export function stopGracefullyOnSignals(app: ApplicationService) {
  let stopping = false

  async function stop(signal: NodeJS.Signals) {
    if (stopping) return
    stopping = true
    markStopping()
    const logger = await app.container.make('logger')
    const nodeServer = (await app.container.make('server')).getNodeServer()
    // Loaded by the app's boot by now; imported here so that bin/server.ts reads no configuration before it.
    const { default: env } = await import('#start/env')
    const graceMs = env.get('SHUTDOWN_GRACE_SECONDS', 25) * 1000
    const drainMs = env.get('SHUTDOWN_DRAIN_SECONDS', 0) * 1000
    if (drainMs > 0) {
      logger.info(
        { signal, drainSeconds: drainMs / 1000 },
        'stopping: not ready, serving while the balancer turns away'
      )
      await new Promise((resolve) => setTimeout(resolve, drainMs))
    }
    logger.info({ signal, graceSeconds: graceMs / 1000 }, 'stopping: finishing the requests in flight')

    let cut = false
    const deadline = setTimeout(() => {
      cut = true
      logger.warn('grace period over: cutting the connections still open')
      nodeServer?.closeAllConnections()
    }, graceMs)
    // Keep-alive connections between two requests are closed as soon as they are idle, not at their timeout.
    const sweep = setInterval(() => nodeServer?.closeIdleConnections(), 200)
    // Registered now, so after the HTTP server's own hook: no request is left when the tasks are awaited.
    app.terminating(() => settleAfterResponseTasks())
    // Whatever happens, the process ends: an orchestrator would otherwise kill it without the logs flushed.
    setTimeout(() => process.exit(1), graceMs + 10_000).unref()

    await app.terminate()
    clearTimeout(deadline)
    clearInterval(sweep)
    logger.info(cut ? 'stopped, some connections cut' : 'stopped')
    process.exit(cut ? 1 : 0)
  }

  app.listen('SIGTERM', () => void stop('SIGTERM'))
  app.listen('SIGINT', () => void stop('SIGINT'))
}
