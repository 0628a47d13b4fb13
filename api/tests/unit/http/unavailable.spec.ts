import { test } from '@japa/runner'
import { isServiceUnavailable } from '#services/http/unavailable'

const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code })

test.group('Service unavailable (503) or not', () => {
  test('{$self.label}')
    .with([
      { label: 'refused connection', error: coded('ECONNREFUSED'), expected: true },
      { label: 'server gone mid-query', error: coded('PROTOCOL_CONNECTION_LOST'), expected: true },
      { label: 'server shutting down', error: coded('ER_SERVER_SHUTDOWN'), expected: true },
      {
        label: 'no pooled connection in time',
        error: Object.assign(new Error('Knex: Timeout acquiring a connection'), { name: 'KnexTimeoutError' }),
        expected: true,
      },
      {
        label: 'query on a closed connection',
        error: new Error("Can't add new command when connection is in closed state"),
        expected: true,
      },
      {
        label: 'wrapped in a cause',
        error: new Error('session store', { cause: coded('ECONNREFUSED') }),
        expected: true,
      },
      {
        label: 'every address refused',
        error: new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')]),
        expected: true,
      },
      {
        label: 'Redis away longer than a command may wait',
        error: Object.assign(new Error('Reached the max retries per request limit (which is 1).'), {
          name: 'MaxRetriesPerRequestError',
        }),
        expected: true,
      },
      {
        label: 'a command on a closed Redis connection',
        error: new Error('Connection is closed.'),
        expected: true,
      },
      {
        label: 'a Redis command refused by the server is not an outage',
        error: Object.assign(new Error('WRONGTYPE Operation against a key holding the wrong kind of value'), {
          name: 'ReplyError',
        }),
        expected: false,
      },
      {
        label: 'a duplicate key is a bug or a race, not an outage',
        error: coded('ER_DUP_ENTRY'),
        expected: false,
      },
      { label: 'a syntax error', error: coded('ER_PARSE_ERROR'), expected: false },
      { label: 'a plain error', error: new Error('boom'), expected: false },
      { label: 'not an error', error: 'ECONNREFUSED', expected: false },
    ])
    .run(({ assert }, { error, expected }) => {
      assert.equal(isServiceUnavailable(error), expected)
    })
})
