import type { HttpContext } from '@adonisjs/core/http'
import type { Logger } from '@adonisjs/core/logger'

/** Receives the request's logger: what the task logs carries the request's id. */
type Task = (log: Logger) => Promise<unknown>
type Queued = { task: Task; label: string; log: Logger }

const running = new Set<Promise<void>>()
let held: Queued[] | null = null

function start({ task, label, log }: Queued) {
  const run: Promise<void> = task(log)
    .then(() => undefined)
    .catch((error) => log.error({ err: error }, `after-response task failed: ${label}`))
    .finally(() => running.delete(run))
  running.add(run)
}

/**
 * Runs `task` once the answer has left (or the client went away), so that the answer's timing and content never
 * depend on it: a password reset answers as fast for a known address as for an unknown one, and a failing mail
 * server is logged, never shown.
 */
export function afterResponse(ctx: HttpContext, label: string, task: Task) {
  const queued = { task, label, log: ctx.logger }
  const launch = () => (held ? held.push(queued) : start(queued))
  const raw = ctx.response.response
  if (raw.writableFinished || raw.destroyed) launch()
  else raw.once('close', launch)
}

/** Tests: keep the tasks of the next answers waiting, to observe the answer alone. */
export function holdAfterResponseTasks() {
  held = []
}

/**
 * Waits for every task started so far (and those they start); tests first let the held tasks run. A stopping
 * process calls it once no request is left, before closing the database.
 */
export async function settleAfterResponseTasks() {
  const waiting = held ?? []
  held = null
  for (const queued of waiting) start(queued)
  while (running.size > 0) await Promise.all(running)
}
