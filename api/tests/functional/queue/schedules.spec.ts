import { test } from '@japa/runner'
import type { Job } from 'bullmq'
import queueConfig from '#config/queue'
import { redisKeyPrefix } from '#config/redis'
import { JobQueue } from '#services/queue/job_queue'
import { capturingLogger, fakeClock, testQueueSettings, waitUntil } from '#tests/helpers/queue'
import { deleteOwnKeys } from '#tests/helpers/redis'

test.group('Queue | schedules', () => {
  test('every process declares the schedules, Redis keeps one of each, with one next run', async ({
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
          ['sweep-orphans', '45 * * * *', 'UTC'],
          ['erase-drivers', '15 3 * * *', 'UTC'],
        ]
      )
      const next = await processes[0].producer().getJobs(['delayed'])
      assert.sameMembers(
        next.map((job) => job.name),
        ['send-reminders', 'recheck-vat', 'purge-sessions', 'sweep-orphans', 'erase-drivers']
      )
    } finally {
      await Promise.all(processes.map((queue) => queue.close()))
      await deleteOwnKeys(`${settings.prefix.slice(redisKeyPrefix.length)}:*`)
    }
  })

  test('3 processes working on the queue run a job scheduled every second once per tick', async ({
    assert,
  }) => {
    // 1 ms before 07:00:00 UTC: the schedule's first tick is 07:00:00. Real processes are the cluster check's
    // (scripts/cluster/checks.mjs); here three workers share one clock that only moves when a run moves it.
    const firstTick = Date.UTC(2026, 0, 5, 7, 0, 0)
    const clock = fakeClock(firstTick - 1)
    const ticks = 5
    const runs: number[] = []
    const settings = testQueueSettings({ schedules: { 'send-reminders': '* * * * * *' } })
    const processes = [0, 1, 2].map((index) => {
      const queue = new JobQueue(settings, capturingLogger().logger)
      queue.register({
        'send-reminders': async () => {
          runs.push(index)
          // A second passes between two runs; after the last one, time stands still.
          if (runs.length < ticks) clock.set(firstTick + runs.length * 1000)
        },
      })
      return queue
    })
    // Reads what the workers did, once they have stopped.
    const observer = new JobQueue(settings, capturingLogger().logger)
    try {
      await Promise.all(processes.map((queue) => queue.start()))
      await waitUntil(async () => (await processes[0].producer().getWorkersCount()) === 3)
      clock.set(firstTick)
      await waitUntil(() => runs.length === ticks)
      // Stopped, each lets its job in hand finish: a second run of a tick would be counted by now.
      await Promise.all(processes.map((queue) => queue.close()))

      assert.lengthOf(runs, ticks, 'one run per tick')
      const done = await observer.producer().getJobs(['completed'])
      assert.sameMembers(
        done.map((job: Job) => job.id),
        [0, 1, 2, 3, 4].map((second) => `repeat:send-reminders:${firstTick + second * 1000}`)
      )
    } finally {
      clock.restore()
      await Promise.all([...processes, observer].map((queue) => queue.close()))
      await deleteOwnKeys(`${settings.prefix.slice(redisKeyPrefix.length)}:*`)
    }
  })
})
