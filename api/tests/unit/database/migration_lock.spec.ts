import { test } from '@japa/runner'
import { migrationLockName } from '#services/database/migration_lock'

test.group('Migration lock name', () => {
  test('names the database, so that two databases on one server never share a lock', ({ assert }) => {
    assert.equal(migrationLockName('posted_workers'), 'migrations:posted_workers')
    assert.notEqual(migrationLockName('posted_workers_test'), migrationLockName('posted_workers_e2e'))
  })

  test('stays within the 64 characters MySQL allows, still one per database', ({ assert }) => {
    const long = 'a'.repeat(64)
    assert.isAtMost(migrationLockName(long).length, 64)
    assert.notEqual(migrationLockName(long), migrationLockName(`${'a'.repeat(63)}b`))
  })
})
