import { test } from '@japa/runner'
import { stdSerializers } from '@adonisjs/core/logger'
import {
  isDatabaseError,
  safeDatabaseError,
  safeErrorForLog,
  withoutAddresses,
  withoutQuotedValues,
} from '#services/logging/safe_error'

test.group('logging / the values a database error quotes', () => {
  const cases: [string, string][] = [
    [
      "Duplicate entry 'jan.kowalski@example.com' for key 'users_email_unique'",
      "Duplicate entry '…' for key 'users_email_unique'",
    ],
    [
      "Duplicate entry 'PL1234567890' for key 'companies.companies_vat_number_unique'",
      "Duplicate entry '…' for key 'companies.companies_vat_number_unique'",
    ],
    [
      "Incorrect integer value: 'Brzęczyszczykiewicz' for column 'company_id' at row 1",
      "Incorrect integer value: '…' for column 'company_id' at row 1",
    ],
    ["Data too long for column 'last_name' at row 1", "Data too long for column 'last_name' at row 1"],
    ["Unknown column 'nme' in 'field list'", "Unknown column 'nme' in 'field list'"],
    ["Table 'pw.drivers' doesn't exist", "Table 'pw.drivers' doesn't exist"],
    ["Duplicate entry 'O''Brien' for key 'x'", "Duplicate entry '…' for key 'x'"],
    ["Duplicate entry 'it\\'s' for key 'x'", "Duplicate entry '…' for key 'x'"],
    ['Deadlock found when trying to get lock', 'Deadlock found when trying to get lock'],
  ]
  for (const [message, expected] of cases) {
    test(message, ({ assert }) => {
      assert.equal(withoutQuotedValues(message), expected)
    })
  }
})

test.group('logging / a database error as a log line holds it', () => {
  /** What knex throws: the statement with its values, then the server's message; mysql2's fields beside it. */
  function knexDuplicate() {
    const sqlMessage = "Duplicate entry 'ewa.nowak@example.com' for key 'users_email_unique'"
    const error = new Error(
      `insert into \`users\` (\`email\`, \`first_name\`) values ('ewa.nowak@example.com', 'Ewa') - ${sqlMessage}`
    ) as Error & Record<string, unknown>
    Object.assign(error, {
      code: 'ER_DUP_ENTRY',
      errno: 1062,
      sqlState: '23000',
      sqlMessage,
      sql: "insert into `users` (`email`, `first_name`) values ('ewa.nowak@example.com', 'Ewa')",
    })
    return error
  }

  test('keeps code, errno, SQL state and the key; drops the statement and the values', ({ assert }) => {
    const error = knexDuplicate()
    assert.isTrue(isDatabaseError(error))
    const safe = safeDatabaseError(error)

    assert.deepInclude(safe, {
      type: 'Error',
      code: 'ER_DUP_ENTRY',
      errno: 1062,
      sqlState: '23000',
      message: "Duplicate entry '…' for key 'users_email_unique'",
    })
    const line = JSON.stringify(safe)
    assert.notInclude(line, 'ewa.nowak')
    assert.notInclude(line, 'Ewa')
    assert.notInclude(line, 'insert into')
    assert.match(safe.stack, /^Error: Duplicate entry '…' for key 'users_email_unique'\n\s+at /)
  })

  test('a knex error without the server message still loses its statement', ({ assert }) => {
    const error = Object.assign(
      new Error("update `drivers` set `last_name` = 'Zielińska' where `id` = 4 - Lock wait timeout exceeded"),
      { code: 'ER_LOCK_WAIT_TIMEOUT' }
    )
    assert.equal(safeDatabaseError(error).message, 'Lock wait timeout exceeded')
  })

  test('other errors are not database errors', ({ assert }) => {
    assert.isFalse(isDatabaseError(new Error("ENOENT: no such file, open 'drivers/1/2/x'")))
    assert.isFalse(isDatabaseError(null))
    assert.isFalse(isDatabaseError(Object.assign(new Error('x'), { code: 'ECONNREFUSED' })))
  })
})

test.group('logging / the e-mail addresses an error names', () => {
  const cases: [string, string][] = [
    [
      "Can't send mail - all recipients were rejected: 550 5.1.1 <jan.kowalski@example.com>: Recipient address rejected",
      "Can't send mail - all recipients were rejected: 550 5.1.1 <…@…>: Recipient address rejected",
    ],
    ['to=ewa+posted@mail.trans-demo.pl, from=no-reply@portal.example', 'to=…@…, from=…@…'],
    ["Duplicate entry 'o.brien@example.ie'", "Duplicate entry '…@…'"],
    ['connect ECONNREFUSED 127.0.0.1:587', 'connect ECONNREFUSED 127.0.0.1:587'],
    ['user@localhost has no domain part with a dot', 'user@localhost has no domain part with a dot'],
  ]
  for (const [text, expected] of cases) {
    test(text, ({ assert }) => {
      assert.equal(withoutAddresses(text), expected)
    })
  }

  test('a refused recipient: no address in the line, the codes kept', ({ assert }) => {
    // What nodemailer throws when the server refuses every recipient.
    const error = Object.assign(
      new Error("Can't send mail - all recipients were rejected: 550 <jan@example.com>: unknown user"),
      {
        code: 'EENVELOPE',
        command: 'RCPT TO',
        responseCode: 550,
        response: '550 <jan@example.com>: unknown user',
        rejected: ['jan@example.com'],
        rejectedErrors: [{ message: 'Recipient command failed: 550 <jan@example.com>' }],
      }
    )
    const line = JSON.stringify(safeErrorForLog(error, stdSerializers.err))

    assert.notInclude(line, 'jan@example.com')
    assert.include(line, '"code":"EENVELOPE"')
    assert.include(line, '"responseCode":550')
    assert.include(line, '"command":"RCPT TO"')
    assert.include(line, 'unknown user')
  })

  test('a database error is still read as one', ({ assert }) => {
    const error = Object.assign(new Error('x'), {
      code: 'ER_DUP_ENTRY',
      sqlMessage: "Duplicate entry 'jan@example.com' for key 'users_email_unique'",
    })
    assert.deepInclude(safeErrorForLog(error, stdSerializers.err) as object, {
      message: "Duplicate entry '…' for key 'users_email_unique'",
    })
  })
})
