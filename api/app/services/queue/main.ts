import logger from '@adonisjs/core/services/logger'
import type { Logger } from '@adonisjs/core/logger'
import queueConfig from '#config/queue'
import { JobQueue } from '#services/queue/job_queue'
import type { JobData, JobName } from '#services/queue/jobs'

/**
 * The app's logger, read when a job logs: this module may be loaded before the app has booted and made its logger (a
 * command importing it, such as contracts:send-reminders, is loaded first), when the service is not set yet.
 */
const appLogger = new Proxy({} as Logger, {
  get(_target, key) {
    const value = Reflect.get(logger, key)
    return typeof value === 'function' ? value.bind(logger) : value
  },
})

/** The product's job queue, as configured (QUEUE_DRIVER). */
const jobs = new JobQueue(queueConfig, appLogger)

export default jobs

/** Runs or enqueues a job; see JobQueue.dispatch. */
export function dispatch<Name extends JobName>(name: Name, data: JobData<Name>) {
  return jobs.dispatch(name, data)
}
