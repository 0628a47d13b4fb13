import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'

type Task = () => Promise<unknown>

const running = new Set<Promise<void>>()
let held: Task[] | null = null

function start(task: Task, label: string) {
  const run: Promise<void> = task()
    .then(() => undefined)
    .catch((error) => logger.error({ err: error }, `after-response task failed: ${label}`))
    .finally(() => running.delete(run))
  running.add(run)
}

/**
 * Runs `task` once the answer has left (or the client went away), so that the answer's timing and content never
 * depend on it: a password reset answers as fast for a known address as for an unknown one, and a failing mail
 * server is logged, never shown.
 */
export function afterResponse(ctx: HttpContext, label: string, task: Task) {
  const launch = () => (held ? held.push(task) : start(task, label))
  const raw = ctx.response.response
  if (raw.writableFinished || raw.destroyed) launch()
  else raw.once('close', launch)
}

/** Tests: keep the tasks of the next answers waiting, to observe the answer alone. */
export function holdAfterResponseTasks() {
  held = []
}

/** Tests: let the held tasks run, and wait for every task started so far. */
export async function settleAfterResponseTasks() {
  const waiting = held ?? []
  held = null
  for (const task of waiting) start(task, 'released')
  while (running.size > 0) await Promise.all(running)
}
