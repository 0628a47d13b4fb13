import { test } from '@japa/runner'
import { Writable } from 'node:stream'
import { Logger } from '@adonisjs/core/logger'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import loggerConfig from '#config/logger'
import HttpExceptionHandler from '#exceptions/handler'

/** The app's logger (its serializers) writing JSON lines into an array. */
function capturedLogger() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean))
      done()
    },
  })
  const { transport: _transport, ...options } = loggerConfig.loggers.app
  return { logger: new Logger({ ...options, level: 'debug', desination: stream }), lines }
}

/** The lines the exception handler writes when it reports `error` during a request. */
async function reportedLines(error: unknown) {
  const { logger, lines } = capturedLogger()
  const ctx = await testUtils.createHttpContext()
  ctx.logger = logger
  await new HttpExceptionHandler().report(error, ctx)
  logger.pino.flush()
  return lines
}

/** A real duplicate-key refusal from the database, its message quoting the value. */
async function duplicateKeyError(value: string) {
  const trx = await db.transaction()
  try {
    await trx.table('rate_limits').insert({ key: value, points: 1 })
    await trx.table('rate_limits').insert({ key: value, points: 1 })
  } catch (error) {
    return error as Error & { code?: string }
  } finally {
    await trx.rollback()
  }
  throw new Error('the database accepted a duplicate key')
}

test.group('HTTP | an unexpected database error in the logs', () => {
  test("the handler's line keeps code, errno, SQL state and key, not the refused value", async ({
    assert,
  }) => {
    const value = 'ewa.zielinska-4711@example.com'
    const error = await duplicateKeyError(value)
    assert.equal(error.code, 'ER_DUP_ENTRY')
    assert.include(error.message, value, 'the database quotes it')

    const lines = await reportedLines(error)

    assert.lengthOf(lines, 1)
    assert.notInclude(lines[0], 'ewa.zielinska')
    assert.notInclude(lines[0], 'insert into')
    const line = JSON.parse(lines[0])
    assert.equal(line.msg, "Duplicate entry '…' for key 'PRIMARY'")
    assert.include(line.err, { code: 'ER_DUP_ENTRY', errno: 1062, sqlState: '23000' })
  })

  test('any other line logging the error under `err` drops the value too', async ({ assert }) => {
    const error = await duplicateKeyError('Brzęczyszczykiewicz Grzegorz')
    const { logger, lines } = capturedLogger()

    logger.error({ err: error }, 'export failed')
    logger.pino.flush()

    assert.notInclude(lines.join('\n'), 'Brzęczyszczykiewicz')
    assert.equal(JSON.parse(lines[0]).err.message, "Duplicate entry '…' for key 'PRIMARY'")
  })

  test('a mail server refusing a recipient: its address is in no line, its codes are', async ({ assert }) => {
    // What nodemailer throws, as a failed send-mail job logs it.
    const error = Object.assign(
      new Error("Can't send mail - all recipients were rejected: 550 <ewa.nowak@example.com>: no such user"),
      {
        code: 'EENVELOPE',
        responseCode: 550,
        response: '550 <ewa.nowak@example.com>: no such user',
        rejected: ['ewa.nowak@example.com'],
      }
    )
    const { logger, lines } = capturedLogger()

    logger.child({ job: 'send-mail' }).error({ err: error }, 'job send-mail failed')
    logger.pino.flush()

    assert.notInclude(lines.join('\n'), 'ewa.nowak')
    assert.include(JSON.parse(lines[0]).err, { code: 'EENVELOPE', responseCode: 550 })
  })

  test("an unexpected error naming an address: the handler's line does not", async ({ assert }) => {
    const error = new Error('Message failed: 550 <jan.kowalski@example.com>: mailbox unavailable')

    const lines = await reportedLines(error)

    assert.lengthOf(lines, 1)
    assert.notInclude(lines[0], 'jan.kowalski')
    assert.equal(JSON.parse(lines[0]).msg, 'Message failed: 550 <…@…>: mailbox unavailable')
  })
})
