import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { cuid } from '@adonisjs/core/helpers'
import type { Job } from 'bullmq'
import queueConfig from '#config/queue'
import { redisKeyPrefix } from '#config/redis'
import { JobQueue } from '#services/queue/job_queue'
import { capturingLogger, testQueueSettings, waitUntil } from '#tests/helpers/queue'
import { deleteOwnKeys } from '#tests/helpers/redis'

test.group('Queue | schedules', () => {
  test('every process declares the three schedules, Redis keeps one of each, with one next run', async ({
    assert,
  }) => {
    const settings = testQueueSettings({ schedules: queueConfig.schedules })
    const processes = [1, 2, 3].map(() => new JobQueue(settings, capturingLogger().logger))
    try {
      await Promise.all(processes.map((queue) => queue.start()))

      const schedulers = await processes[0].producer().getJobSchedulers()
      assert.sameDeepMembers(
        schedulers.map((scheduler) => [scheduler.key, scheduler.pattern, scheduler.tz]),
        [
          ['send-reminders', '0 7 * * *', 'UTC'],
          ['recheck-vat', '0 * * * *', 'UTC'],
          ['purge-sessions', '30 * * * *', 'UTC'],
        ]
      )
      const next = await processes[0].producer().getJobs(['delayed'])
      assert.sameMembers(
        next.map((job) => job.name),
        ['send-reminders', 'recheck-vat', 'purge-sessions']
      )
    } finally {
      await Promise.all(processes.map((queue) => queue.close()))
      await deleteOwnKeys(`${settings.prefix.slice(redisKeyPrefix.length)}:*`)
    }
  })

  test('3 api processes started at once run a job scheduled every second once per second', async ({
    assert,
  }) => {
    const prefix = `procs-${cuid()}:`
    const env = {
      ...process.env,
      PORT: '0',
      QUEUE_DRIVER: 'redis',
      REDIS_KEY_PREFIX: `${redisKeyPrefix}${prefix}`,
      REMINDERS_SCHEDULE: '* * * * * *',
      VAT_RECHECK_SCHEDULE: '0 0 1 1 *',
      SESSIONS_PURGE_SCHEDULE: '0 0 1 1 *',
    }
    const children: ChildProcess[] = [1, 2, 3].map(() =>
      spawn(process.execPath, ['--import=ts-node-maintained/register/esm', 'bin/server.ts'], {
        cwd: app.makePath(),
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    )
    const output: string[] = []
    for (const child of children) {
      child.stdout!.on('data', (chunk) => output.push(String(chunk)))
      child.stderr!.on('data', (chunk) => output.push(String(chunk)))
    }
    // Reads what the processes did, through a queue that runs nothing.
    const observer = new JobQueue(
      testQueueSettings({ prefix: `${redisKeyPrefix}${prefix}queue`, name: queueConfig.name }),
      capturingLogger().logger
    )
    try {
      await waitUntil(async () => (await observer.producer().getWorkersCount()) === 3, 60_000).catch(
        (error) => {
          throw new Error(`${error.message}; the processes said:\n${output.join('')}`)
        }
      )
      const from = Date.now()
      await new Promise((resolve) => setTimeout(resolve, 5000))
      const until = Date.now()
      // Stopped, each lets its job in hand finish.
      await Promise.all(
        children.map(async (child) => {
          child.kill('SIGTERM')
          await once(child, 'exit')
        })
      )

      const runs = (await observer.producer().getJobs(['completed'])).filter(
        (job: Job) => job.name === 'send-reminders' && job.processedOn! >= from && job.processedOn! < until
      )
      const ticks = runs.map((job) => Number(job.id!.split(':').at(-1)))
      const seconds = Math.floor((until - from) / 1000)
      assert.isAtLeast(runs.length, seconds - 1, 'a run for (almost) every second of the window')
      assert.isAtMost(runs.length, seconds + 1)
      assert.lengthOf(new Set(ticks.map((tick) => Math.floor(tick / 1000))), ticks.length, 'one run per tick')
      const pids = children.map((child) => String(child.pid))
      for (const job of runs) assert.include(pids, job.processedBy!.split(':').at(-1)!)
    } finally {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
      await observer.close()
      await deleteOwnKeys(`${prefix}*`)
    }
  }).timeout(120_000)
})
