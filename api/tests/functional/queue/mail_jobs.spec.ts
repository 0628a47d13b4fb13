import { createServer } from 'node:net'
import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import queueConfig from '#config/queue'
import WorkerRequest from '#models/worker_request'
import PasswordResetToken from '#models/password_reset_token'
import TransferOrderNotification from '#mails/transfer_order_notification'
import ResetPasswordNotification from '#mails/reset_password_notification'
import jobs from '#services/queue/main'
import { settleAfterResponseTasks } from '#services/http/after_response'
import { isolateEachTest } from '#tests/helpers/database'
import { post, trustLoopbackProxy } from '#tests/helpers/http'
import { createCustomer } from '#tests/helpers/users'
import { registrationBody, seedReferenceData, WORKERS } from '#tests/helpers/purchase'
import { jobCount, queueOnRedis, waitUntil } from '#tests/helpers/queue'
import { failingSends, fakeDriveAndRestoreMail } from '#tests/helpers/mail'

const BELGIUM = { countryCode: 'BE', package: null, numberOfWorkers: 'more' as const }
const WARN = 40
const ERROR = 50

/** A registration paid by transfer, sent with `requestId` as its X-Request-Id; its request row. */
async function orderByTransfer(client: Parameters<typeof post>[0], requestId: string) {
  const response = await post(
    client,
    null,
    `/pl${WORKERS}/register`,
    registrationBody({ representativeCountries: [BELGIUM] })
  ).header('X-Request-Id', requestId)
  response.assertStatus(200)
  return WorkerRequest.findByOrFail('request_id', response.body().requestId)
}

test.group('Queue | e-mails on Redis', (group) => {
  isolateEachTest(group)
  // The calls come as through a listed proxy, whose X-Request-Id the api keeps.
  trustLoopbackProxy(group)
  fakeDriveAndRestoreMail(group)
  const queue = queueOnRedis(group)

  test('an order puts one send-mail job per recipient on the queue, named by ids with the request id; a worker sends it', async ({
    client,
    assert,
  }) => {
    await seedReferenceData()
    const { mails } = mail.fake()

    const request = await orderByTransfer(client, 'req-order-1')

    mails.assertNoneSent()
    const [job, ...others] = await jobs.producer().getJobs(['waiting'])
    assert.lengthOf(others, 0)
    assert.equal(job.name, 'send-mail')
    assert.deepEqual(job.data, {
      mail: 'transferOrder',
      workerRequestId: request.id,
      userId: request.userId,
      requestId: 'req-order-1',
    })
    assert.deepInclude(job.opts, { attempts: 3, backoff: { type: 'exponential', delay: 20 } })

    await jobs.start()
    // The worker logs from BullMQ's event, which may come after Redis counts the job: wait for both.
    const logged = () => queue.logs.find((line) => line.msg === 'job send-mail done')
    await waitUntil(async () => (await jobCount('completed')) === 1 && logged() !== undefined)
    mails.assertSentCount(TransferOrderNotification, 1)
    const done = logged()
    assert.include(done, { job: 'send-mail', job_id: job.id, request_id: 'req-order-1', attempt: 1 })
  })

  test('a send that fails is tried again after doubling waits, each failure logged with the request id', async ({
    client,
    assert,
  }) => {
    await seedReferenceData()
    const { mails } = mail.fake()
    const restore = failingSends(2)
    try {
      await jobs.start()
      await orderByTransfer(client, 'req-retry')
      await waitUntil(async () => (await jobCount('completed')) === 1)
    } finally {
      restore()
    }

    mails.assertSentCount(TransferOrderNotification, 1)
    const warnings = queue.logs.filter((line) => line.level === WARN)
    assert.deepEqual(
      warnings.map((line) => [line.msg, line.request_id, line.attempt]),
      [
        ['job send-mail failed, try 1 of 3: next in 20 ms', 'req-retry', 1],
        ['job send-mail failed, try 2 of 3: next in 40 ms', 'req-retry', 2],
      ]
    )
    assert.notExists(queue.logs.find((line) => line.level === ERROR))
  })

  test('a send failing every time is given up after its tries, logged once with its name and data; the order stands', async ({
    client,
    assert,
  }) => {
    await seedReferenceData()
    mail.fake()
    const restore = failingSends()
    let request: WorkerRequest
    try {
      await jobs.start()
      request = await orderByTransfer(client, 'req-given-up')
      // The give-up is logged from BullMQ's event, which may come after Redis counts the job: wait for both.
      const loggedError = () => queue.logs.some((line) => line.level === ERROR)
      await waitUntil(async () => (await jobCount('failed')) === 1 && loggedError())
    } finally {
      restore()
    }

    const errors = queue.logs.filter((line) => line.level === ERROR)
    assert.lengthOf(errors, 1)
    assert.include(errors[0], { msg: 'job send-mail given up after 3 tries', job: 'send-mail' })
    assert.deepEqual(errors[0].data, {
      mail: 'transferOrder',
      workerRequestId: request.id,
      userId: request.userId,
      requestId: 'req-given-up',
    })
    // Neither the pro-forma (base64 of "%PDF" starts "JVBER") nor its text reached the logs.
    assert.notMatch(JSON.stringify(queue.logs), /JVBER|%PDF|IBAN/)
    await request.refresh()
    assert.equal(request.status, 'pending_payment')
  })

  test("a reset link's job names the user and the language, never a token: the link is made when it is sent", async ({
    client,
    assert,
  }) => {
    const user = await createCustomer({ user: { locale: 'en' } })
    const { mails } = mail.fake()

    const response = await client
      .post('/en/api/auth/reset-password')
      .json({ email: user.email })
      .withCsrfToken()
      .header('X-Request-Id', 'req-reset')
    await settleAfterResponseTasks()

    response.assertStatus(200)
    const [job] = await jobs.producer().getJobs(['waiting'])
    assert.deepEqual(job.data, {
      mail: 'resetPassword',
      userId: user.id,
      locale: 'en',
      requestId: 'req-reset',
    })
    assert.lengthOf(await PasswordResetToken.query().where('user_id', user.id), 0)

    await jobs.start()
    await waitUntil(async () => (await jobCount('completed')) === 1)
    mails.assertSent(ResetPasswordNotification, ({ message }) =>
      (message.toJSON().message.text as string).includes('/en/reset-password?token=')
    )
    assert.lengthOf(await PasswordResetToken.query().where('user_id', user.id), 1)
  })
})

/** A loopback port nothing listens on. */
async function closedPort() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

test.group('Queue | Redis away', (group) => {
  isolateEachTest(group)
  trustLoopbackProxy(group)
  fakeDriveAndRestoreMail(group)
  const queue = queueOnRedis(group)

  test('the e-mail is sent by the process that asked for it, once, and the fallback logged', async ({
    client,
    assert,
  }) => {
    await jobs.reconfigure(
      { ...jobs.settings, connection: { ...queueConfig.connection, port: await closedPort() } },
      undefined
    )
    await seedReferenceData()
    const { mails } = mail.fake()

    await orderByTransfer(client, 'req-no-redis')

    mails.assertSentCount(TransferOrderNotification, 1)
    const fallback = queue.logs.find((line) => line.level === WARN && line.job === 'send-mail')
    assert.include(fallback, {
      msg: 'job send-mail not queued (Redis does not answer): run here',
      request_id: 'req-no-redis',
    })
  })
})
