import { test } from '@japa/runner'
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { redisKeyPrefix } from '#config/redis'
import { JobQueue } from '#services/queue/job_queue'
import { capturingLogger, testQueueSettings, waitUntil } from '#tests/helpers/queue'
import { deleteOwnKeys } from '#tests/helpers/redis'

/**
 * Another process working on the queue: a bare BullMQ worker (what any api process is to the queue) that takes one
 * job, says so on stdout and never finishes it, so that the test can kill it with the job in hand.
 */
function spawnWorkerThatHangs(settings: ReturnType<typeof testQueueSettings>) {
  const script = `
    import { Worker } from 'bullmq'
    const [name, prefix, lockDuration, connection] = JSON.parse(process.argv[1])
    new Worker(name, async (job) => {
      process.stdout.write('took ' + job.id + '\\n')
      await new Promise(() => {})
    }, { connection, prefix, lockDuration, stalledInterval: lockDuration })
  `
  const { host, port, password, db } = settings.connection
  const args = [settings.name, settings.prefix, settings.stalled.lockMs, { host, port, password, db }]
  return spawn(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(args)], {
    cwd: process.cwd(),
    stdio: ['ignore', 'pipe', 'inherit'],
  })
}

async function tookJob(child: ChildProcess) {
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  await waitUntil(() => output.includes('took '), 15_000)
}

test.group('Queue | a process killed with a job in hand', () => {
  test('the job is taken up again by another process once its lock expires, runs there once, and is logged', async ({
    assert,
  }) => {
    // The product's recovery with a short lock, so that the test waits seconds rather than the configured 45 s.
    const settings = testQueueSettings({ stalled: { lockMs: 1000, stalledCheckMs: 250, maxStalled: 2 } })
    const { logger, lines } = capturingLogger()
    const survivor = new JobQueue(settings, logger)
    const runs: string[] = []
    survivor.register({ 'purge-sessions': async () => void runs.push('survivor') })
    const doomed = spawnWorkerThatHangs(settings)
    try {
      await survivor.dispatch('purge-sessions', {})
      await tookJob(doomed)
      doomed.kill('SIGKILL')
      await once(doomed, 'exit')

      await survivor.start()
      await waitUntil(
        async () => (await survivor.producer().getJobCounts('completed')).completed === 1,
        15_000
      )

      assert.deepEqual(runs, ['survivor'])
      const [job] = await survivor.producer().getJobs(['completed'])
      assert.equal(job.name, 'purge-sessions')
      assert.isTrue(
        lines.some((line) => line.msg.includes('a job stalled') && line.job_id === job.id),
        'the recovery is logged with the job id'
      )
    } finally {
      if (doomed.exitCode === null) doomed.kill('SIGKILL')
      await survivor.close()
      await deleteOwnKeys(`${settings.prefix.slice(redisKeyPrefix.length)}:*`)
    }
  })
})
