/**
 * What a log line may say of an error (ARCHITECTURE.md, "Privacy": logs carry ids, never names or e-mails). A
 * database error's message quotes the values it refused ("Duplicate entry 'jan@example.com' for key
 * 'users_email_unique'"), and knex puts the whole statement with its values before it: such an error is logged by
 * its code, errno, SQL state and message with the values left out, the key, column and table names kept.
 */

interface DatabaseErrorFields {
  name?: string
  message?: string
  code?: string
  errno?: number
  sqlState?: string
  sqlMessage?: string
  stack?: string
}

/** A quoted value's words before it that make it a name, not a value: `for key 'x'`, `column 'y'`, `in 'field list'`. */
const NAME_BEFORE =
  /\b(?:key|column|table|database|schema|constraint|index|in|function|procedure|savepoint)\s*$/i
/** A quoted string of MySQL's messages: '…', with '' or \' inside. */
const QUOTED = /'(?:[^'\\]|\\.|'')*'/g
/** A knex error's message: the statement (its values inlined), " - ", then the server's message. */
const KNEX_STATEMENT =
  /^(?:select|insert|update|delete|replace|with|create|alter|drop|truncate|call)\b[\s\S]* - /i

/** `message` with every quoted value replaced by '…' and names kept. */
export function withoutQuotedValues(message: string) {
  return message.replace(QUOTED, (quoted, offset: number, whole: string) =>
    NAME_BEFORE.test(whole.slice(Math.max(0, offset - 24), offset)) ? quoted : "'…'"
  )
}

export function isDatabaseError(error: unknown): error is DatabaseErrorFields {
  if (!error || typeof error !== 'object') return false
  const { sqlState, sqlMessage, code } = error as DatabaseErrorFields
  return typeof sqlState === 'string' || typeof sqlMessage === 'string' || /^ER_/.test(String(code ?? ''))
}

/** A database error as a log line holds it: no statement, no bindings, no quoted value; the stack's frames kept. */
export function safeDatabaseError(error: DatabaseErrorFields) {
  const raw = error.sqlMessage ?? String(error.message ?? '').replace(KNEX_STATEMENT, '')
  const message = withoutQuotedValues(raw)
  const type = error.name ?? 'Error'
  const frames = String(error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
  return {
    type,
    message,
    code: error.code,
    errno: error.errno,
    sqlState: error.sqlState,
    stack: [`${type}: ${message}`, ...frames].join('\n'),
  }
}

/**
 * An e-mail address in an error's text, as a mail server's answer quotes it (`<jan@example.com>`, `to=jan@…`: an
 * `=` is taken as the field's, not the address's).
 */
const ADDRESS = /[\w.!#$%&*+/?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g

/** `text` with every e-mail address replaced by `…@…`. */
export function withoutAddresses(text: string) {
  return text.replace(ADDRESS, '…@…')
}

/** A serialized error's fields with every e-mail address left out of their texts, however deep (a few levels). */
function addressesLeftOut(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return withoutAddresses(value)
  if (depth >= 4 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => addressesLeftOut(item, depth + 1))
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, addressesLeftOut(item, depth + 1)])
  )
}

/**
 * An error as a log line holds it. A database error: its code and message without the values it quotes. Any other:
 * the standard fields (`serialize`, pino's), every e-mail address left out: a mail server refusing a recipient names
 * it in the message, in its `response` and in the `rejected` list nodemailer adds to the error.
 */
export function safeErrorForLog(error: unknown, serialize: (error: Error) => unknown) {
  if (isDatabaseError(error)) return safeDatabaseError(error)
  return addressesLeftOut(serialize(error as Error))
}
