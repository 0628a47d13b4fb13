import { Writable } from 'node:stream'
import { cuid } from '@adonisjs/core/helpers'
import { Logger } from '@adonisjs/core/logger'
import type { Group } from '@japa/runner/core'
import appLogger from '@adonisjs/core/services/logger'
import queueConfig from '#config/queue'
import { redisKeyPrefix } from '#config/redis'
import jobs from '#services/queue/main'
import type { QueueSettings } from '#services/queue/job_queue'
import { deleteOwnKeys } from '#tests/helpers/redis'

export interface LogLine {
  level: number
  msg: string
  [field: string]: unknown
}

/** A logger whose lines the test reads back, parsed. */
export function capturingLogger() {
  const lines: LogLine[] = []
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  const logger = new Logger({ enabled: true, name: 'api', level: 'info', desination: destination })
  return { logger, lines }
}

/** Settings of a Redis queue of the test's own: its own key prefix, quick retries, no schedules. */
export function testQueueSettings(overrides: Partial<QueueSettings> = {}): QueueSettings {
  return {
    ...queueConfig,
    driver: 'redis',
    concurrency: 1,
    prefix: `${redisKeyPrefix}test-queue-${cuid()}`,
    attempts: 3,
    backoffMs: 20,
    schedules: {},
    ...overrides,
  }
}

/**
 * Each test of the group works with the app's job queue on Redis under a prefix of its own, its logs captured;
 * afterwards the queue's keys are deleted and the configured queue comes back.
 */
export function queueOnRedis(group: Group, overrides: Partial<QueueSettings> = {}) {
  const current = { logs: [] as LogLine[] }
  group.each.setup(async () => {
    const settings = testQueueSettings(overrides)
    const { logger, lines } = capturingLogger()
    current.logs = lines
    await jobs.reconfigure(settings, logger)
    return async () => {
      await jobs.reconfigure(queueConfig, appLogger)
      await deleteOwnKeys(`${settings.prefix.slice(redisKeyPrefix.length)}:*`)
    }
  })
  return current
}

/** Waits until `check` holds, polling; fails after `timeoutMs` (of the machine's clock, whatever Date.now says). */
export async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs = 10_000) {
  const deadline = performance.now() + timeoutMs
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`still waiting after ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/**
 * A clock the test moves: Date.now() answers the time it was set to, until restore(). BullMQ reads every time it
 * schedules and promotes by Date.now(), so its ticks come when the test says, not when the machine gets there.
 */
export function fakeClock(start: number) {
  const real = Date.now
  let now = start
  Date.now = () => now
  return {
    set(time: number) {
      now = time
    },
    restore() {
      Date.now = real
    },
  }
}

/** How many jobs of the app's queue are in `state`. */
export async function jobCount(state: 'completed' | 'failed' | 'waiting' | 'delayed') {
  return (await jobs.producer().getJobCounts(state))[state]
}
