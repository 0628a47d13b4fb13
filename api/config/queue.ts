import env from '#start/env'
import { reconnect, redisKeyPrefix, redisServer } from '#config/redis'
import type { QueueSettings } from '#services/queue/job_queue'

/**
 * Background jobs: `sync` (the default) runs each job in the process that asks for it, as soon as it asks, without
 * retries; `redis` puts it on a BullMQ queue that every api process works on, with retries and backoff, and keeps
 * the schedules.
 */
const queueConfig: QueueSettings = {
  driver: env.get('QUEUE_DRIVER', 'sync'),
  concurrency: env.get('QUEUE_CONCURRENCY', 5),
  name: 'jobs',
  // BullMQ's keys: <REDIS_KEY_PREFIX>queue:jobs:…
  prefix: `${redisKeyPrefix}queue`,
  connection: { ...redisServer, retryStrategy: reconnect.retryStrategy },
  // 30 s, 1 min, 2 min … about an hour from the first try to the last: a mail server's outage is waited out.
  attempts: 8,
  backoffMs: 30_000,
  // A process killed mid-job: its job is run again by another process within about 45 s (lock 30 s, checked every
  // 15 s), twice at most; a job that keeps killing its process then fails instead of taking every process down.
  stalled: {
    lockMs: env.get('QUEUE_LOCK_SECONDS', 30) * 1000,
    stalledCheckMs: env.get('QUEUE_LOCK_SECONDS', 30) * 500,
    maxStalled: 2,
  },
  // Cron patterns, in UTC; every process declares them, Redis keeps one of each.
  schedules: {
    'send-reminders': env.get('REMINDERS_SCHEDULE', '0 7 * * *'),
    'recheck-vat': env.get('VAT_RECHECK_SCHEDULE', '0 * * * *'),
    'purge-sessions': env.get('SESSIONS_PURGE_SCHEDULE', '30 * * * *'),
    'sweep-orphans': env.get('ORPHANS_SWEEP_SCHEDULE', '45 * * * *'),
    'erase-drivers': env.get('DRIVER_ERASURE_SCHEDULE', '15 3 * * *'),
  },
}

export default queueConfig
