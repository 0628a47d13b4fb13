import { hostname } from 'node:os'
import { Redis } from 'ioredis'
import { Queue, UnrecoverableError, Worker, type Job, type JobsOptions } from 'bullmq'
import type { Logger } from '@adonisjs/core/logger'
import type { JobData, JobHandlers, JobName } from '#services/queue/jobs'
import { outageLogger } from '#services/redis/outage_logger'

export interface QueueSettings {
  driver: 'sync' | 'redis'
  /** Jobs one process works on at once. */
  concurrency: number
  name: string
  /** BullMQ's key prefix (ioredis' own prefix breaks BullMQ's scripts). */
  prefix: string
  connection: {
    host: string
    port: number
    password?: string
    db: number
    retryStrategy?: (times: number) => number
  }
  /** Tries of a job, the first included; the waits between them double from backoffMs. */
  attempts: number
  backoffMs: number
  /** Cron patterns (UTC) of the jobs run on a schedule. */
  schedules: Partial<Record<JobName, string>>
  /**
   * A job whose process disappears (killed, its machine gone) keeps its lock until it expires: `lockMs` after the
   * process last renewed it (every half of it). Every `stalledCheckMs` each working process looks for such jobs and
   * puts them back in the queue for another process, up to `maxStalled` times a job (then it fails, logged).
   */
  stalled: { lockMs: number; stalledCheckMs: number; maxStalled: number }
}

/** How long a job to enqueue waits for Redis to answer before it is run here instead. */
const READY_WAIT_MS = 2000

/** How long a stopping process waits for its jobs in hand. */
const CLOSE_WAIT_MS = 10_000

/**
 * Background jobs. Without Redis (`sync`), a job runs in the process that asks for it, when it asks, once: what the
 * product did before it had a queue. With Redis, jobs go on one BullMQ queue that every api process works on:
 * retried with exponential backoff, logged when given up, and the scheduled ones declared under fixed ids, so that
 * Redis holds one schedule of each and one job per tick whatever the number of processes.
 */
export class JobQueue {
  #client: Redis | null = null
  #queue: Queue | null = null
  #worker: Worker | null = null
  /** Stops the worker's reconnecting; says whether Redis is away. */
  #stopWorker = () => false
  /** Whether the producer's connection has failed since it last answered. */
  #redisDown = false
  /** What runs each job, registered at boot (start/jobs.ts): the queue itself knows no job. */
  #handlers: Partial<JobHandlers> = {}

  constructor(
    public settings: QueueSettings,
    private logger: Logger
  ) {}

  /** Runs these jobs from now on, here and when this process works on the queue. */
  register(handlers: Partial<JobHandlers>) {
    Object.assign(this.#handlers, handlers)
  }

  /** Closes what is open and goes on under other settings (tests: a queue of their own, their own logs). */
  async reconfigure(settings: QueueSettings, logger = this.logger) {
    await this.close()
    this.settings = settings
    this.logger = logger
  }

  /**
   * Runs the job now (sync) or enqueues it (redis). The job's own failure is logged, never thrown: what asked for it
   * (an order, a validation) is decided already and stands. Redis away, the job runs here, once.
   */
  async dispatch<Name extends JobName>(name: Name, data: JobData<Name>) {
    if (this.settings.driver === 'sync') return this.#runHere(name, data)
    const queue = await this.#readyProducer()
    if (queue) {
      try {
        await queue.add(name, data, this.#jobOptions())
        return
      } catch (error) {
        this.#logger(name, data).warn({ err: error }, `job ${name} not queued: run here`)
      }
    } else {
      this.#logger(name, data).warn(`job ${name} not queued (Redis does not answer): run here`)
    }
    await this.#runHere(name, data)
  }

  /** Works on the queue in this process and declares the schedules. Nothing without Redis. */
  async start() {
    if (this.settings.driver !== 'redis' || this.#worker) return
    const stopping = { now: false }
    const reconnect = this.settings.connection.retryStrategy ?? (() => 1000)
    const worker = new Worker(this.settings.name, (job) => this.#process(job), {
      // Kept with each job it runs (processedBy): which machine and process.
      name: `${hostname()}:${process.pid}`,
      // Once the process stops, no more reconnecting: a Redis away must not keep it alive.
      connection: {
        ...this.settings.connection,
        retryStrategy: (times) => (stopping.now ? null : reconnect(times)),
      },
      prefix: this.settings.prefix,
      concurrency: this.settings.concurrency,
      lockDuration: this.settings.stalled.lockMs,
      stalledInterval: this.settings.stalled.stalledCheckMs,
      maxStalledCount: this.settings.stalled.maxStalled,
    })
    worker.on('failed', (job, error) => job && this.#failed(job, error))
    // A job whose process vanished mid-run, found by this process: back in the queue, run again by whichever takes it.
    worker.on('stalled', (jobId) =>
      this.logger.warn(
        { job_id: jobId },
        'job queue: a job stalled (its process stopped mid-run); queued again'
      )
    )
    // ioredis reconnects by itself; an outage is logged once, and its end.
    const outage = outageLogger(this.logger, 'job queue worker')
    let redisDown = false
    worker.on('error', (error) => {
      redisDown = true
      outage.error(error)
    })
    worker.on('ready', () => {
      redisDown = false
      outage.ready()
    })
    this.#worker = worker
    this.#stopWorker = () => {
      stopping.now = true
      // With Redis away, nothing can be finished nor recorded: waiting for the jobs in hand would never end.
      return redisDown
    }
    // Redis away at start, the schedules are declared once it answers (and again after each outage).
    const declared = this.#declareSchedules().catch((error) =>
      this.logger.warn({ err: error }, 'job queue: schedules not declared yet')
    )
    await Promise.race([declared, new Promise((resolve) => setTimeout(resolve, READY_WAIT_MS).unref())])
  }

  /** Under fixed ids: declared by every process, kept once by Redis. */
  async #declareSchedules() {
    for (const [name, pattern] of Object.entries(this.settings.schedules)) {
      await this.#producer().upsertJobScheduler(
        name,
        { pattern, tz: 'UTC' },
        { name, data: {}, opts: this.#jobOptions() }
      )
    }
  }

  /**
   * Lets the jobs in hand finish, for up to CLOSE_WAIT_MS, and closes the connections; with Redis away, closes at
   * once and stops reconnecting, so that a stopping process does not hang. A job it did not finish is taken up again
   * by another process once its lock expires.
   */
  async close() {
    const [worker, queue, client] = [this.#worker, this.#queue, this.#client]
    const redisAway = this.#stopWorker()
    this.#stopWorker = () => false
    this.#worker = null
    this.#queue = null
    this.#client = null
    this.#redisDown = false
    const closed = Promise.allSettled([worker?.close(redisAway), queue?.close()])
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())])
    client?.disconnect()
  }

  /** The BullMQ queue itself (tests and tools: counts, schedules). Connects on first use. */
  producer() {
    return this.#producer()
  }

  #producer() {
    if (!this.#queue) {
      // Commands fail at once while Redis is away (no offline queue), so that dispatch() can run the job here.
      const client = new Redis({
        ...this.settings.connection,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
      const outage = outageLogger(this.logger, 'job queue')
      client.on('error', (error) => {
        if (this.#client === client) this.#redisDown = true
        outage.error(error)
      })
      client.on('ready', () => {
        if (this.#client !== client) return
        // A Redis restarted without its data has lost the schedules: a working process declares them again.
        if (this.#redisDown && this.#worker) this.#declareSchedules().catch(outage.error)
        this.#redisDown = false
        outage.ready()
      })
      this.#client = client
      this.#queue = new Queue(this.settings.name, { connection: client, prefix: this.settings.prefix })
      // The queue repeats its connection's errors, logged above; unheard, BullMQ prints each one.
      this.#queue.on('error', () => {})
    }
    return this.#queue
  }

  /**
   * The queue once its connection answers, or null: at once while Redis is known to be away, else when the first
   * connection does not answer within READY_WAIT_MS.
   */
  async #readyProducer() {
    const queue = this.#producer()
    const client = this.#client!
    if (client.status === 'ready') return queue
    if (this.#redisDown) return null
    const ready = await new Promise<boolean>((resolve) => {
      const done = (answer: boolean) => {
        clearTimeout(timer)
        client.off('ready', onReady)
        resolve(answer)
      }
      const onReady = () => done(true)
      const timer = setTimeout(() => done(false), READY_WAIT_MS)
      client.on('ready', onReady)
    })
    return ready ? queue : null
  }

  #jobOptions(): JobsOptions {
    return {
      attempts: this.settings.attempts,
      backoff: { type: 'exponential', delay: this.settings.backoffMs },
      // Done jobs are kept a day for inspection, failed ones a month.
      removeOnComplete: { age: 24 * 3600, count: 1000 },
      removeOnFail: { age: 30 * 24 * 3600 },
    }
  }

  /** Every line a job logs names it and carries the request id that asked for it. */
  #logger(name: string, data: { requestId?: string }, job?: { id?: string; attempt: number }) {
    return this.logger.child({
      job: name,
      ...(job ? { job_id: job.id, attempt: job.attempt } : {}),
      ...(data.requestId ? { request_id: data.requestId } : {}),
    })
  }

  /** The handler of a job, or null for a name nothing registered (a job of another version of the product). */
  #handler<Name extends JobName>(name: Name | string) {
    return Object.hasOwn(this.#handlers, name) ? (this.#handlers[name as Name] ?? null) : null
  }

  async #runHere<Name extends JobName>(name: Name, data: JobData<Name>) {
    const logger = this.#logger(name, data)
    try {
      const handler = this.#handler(name)
      if (!handler) throw new Error(`no handler for job "${name}"`)
      await handler(data, { logger, requestId: data.requestId })
    } catch (error) {
      logger.error({ err: error, data }, `job ${name} failed`)
    }
  }

  async #process(job: Job) {
    const handler = this.#handler(job.name)
    if (!handler) throw new UnrecoverableError(`unknown job "${job.name}"`)
    const logger = this.#logger(job.name, job.data, { id: job.id, attempt: job.attemptsMade + 1 })
    const result = await handler(job.data, { logger, requestId: job.data.requestId })
    logger.info({ result }, `job ${job.name} done`)
    return result
  }

  #failed(job: Job, error: Error) {
    const logger = this.#logger(job.name, job.data, { id: job.id, attempt: job.attemptsMade })
    const attempts = job.opts.attempts ?? 1
    if (job.attemptsMade < attempts && !(error instanceof UnrecoverableError)) {
      const delay = this.settings.backoffMs * 2 ** (job.attemptsMade - 1)
      logger.warn(
        { err: error },
        `job ${job.name} failed, try ${job.attemptsMade} of ${attempts}: next in ${delay} ms`
      )
      return
    }
    logger.error({ err: error, data: job.data }, `job ${job.name} given up after ${job.attemptsMade} tries`)
  }
}
