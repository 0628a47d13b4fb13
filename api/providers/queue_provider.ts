import type { ApplicationService } from '@adonisjs/core/types'

/**
 * An api process works on the job queue when one is configured (QUEUE_DRIVER=redis): `npm start` runs the jobs and
 * the schedules with no other command. Commands and tests only enqueue (tests start a worker of their own).
 */
export default class QueueProvider {
  constructor(protected app: ApplicationService) {}

  async ready() {
    if (this.app.getEnvironment() !== 'web') return
    const { default: jobs } = await import('#services/queue/main')
    await jobs.start()
  }

  /** Jobs in hand finish before the process ends; nothing was opened without a queue. */
  async shutdown() {
    const { default: jobs } = await import('#services/queue/main')
    await jobs.close()
  }
}
