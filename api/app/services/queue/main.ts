import logger from '@adonisjs/core/services/logger'
import queueConfig from '#config/queue'
import { JobQueue } from '#services/queue/job_queue'
import type { JobData, JobName } from '#services/queue/jobs'

/** The product's job queue, as configured (QUEUE_DRIVER). */
const jobs = new JobQueue(queueConfig, logger)

export default jobs

/** Runs or enqueues a job; see JobQueue.dispatch. */
export function dispatch<Name extends JobName>(name: Name, data: JobData<Name>) {
  return jobs.dispatch(name, data)
}
