import { test } from '@japa/runner'
import { parseReadHosts, withReadReplicas } from '#services/database/read_replicas'

test.group('Read replicas (DB_READ_HOSTS)', () => {
  test('DB_READ_HOSTS="{value}" is read as expected')
    .with([
      { value: undefined, expected: [] },
      { value: '  ', expected: [] },
      { value: 'replica-1', expected: [{ host: 'replica-1', port: 3306 }] },
      {
        value: 'replica-1:3307, 10.0.0.12',
        expected: [
          { host: 'replica-1', port: 3307 },
          { host: '10.0.0.12', port: 3306 },
        ],
      },
      { value: '[fd00::12]:3310', expected: [{ host: 'fd00::12', port: 3310 }] },
    ])
    .run(({ assert }, { value, expected }) => {
      assert.deepEqual(parseReadHosts(value, 3306), expected)
    })

  test('"{value}" is refused with the entry named')
    .with([{ value: 'replica-1:' }, { value: 'replica 1' }, { value: 'a,,b' }, { value: 'replica-1:70000' }])
    .run(({ assert }, { value }) => {
      assert.throws(() => parseReadHosts(value, 3306), /DB_READ_HOSTS: ".*" is not a host or host:port/)
    })

  test('without replicas the connection is the primary; with them writes go to it and reads to each replica', ({
    assert,
  }) => {
    const primary = { host: 'primary', port: 3306, user: 'portal', database: 'posted_workers' }
    assert.deepEqual(withReadReplicas(primary, []), { connection: primary })
    assert.deepEqual(withReadReplicas(primary, parseReadHosts('r1,r2:3307', 3306)), {
      replicas: {
        write: { connection: primary },
        read: {
          connection: [
            { ...primary, host: 'r1', port: 3306 },
            { ...primary, host: 'r2', port: 3307 },
          ],
        },
      },
    })
  })
})
