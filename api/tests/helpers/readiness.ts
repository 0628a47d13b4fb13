import { testStorage } from '#tests/helpers/test_storage'

type Status = 'ok' | 'error'

/**
 * The checks /health/ready names in this run, in their order (start/health.ts): the database always, Redis when
 * sessions, throttles or the queue use it (SESSION_DRIVER=redis LIMITER_STORE=redis in the scale-out run), the
 * bucket on S3 (DRIVE_DISK=s3, else TEST_STORAGE=s3). Each is `ok` unless `statuses` says otherwise; `storage` is named when given even
 * on the local disk (a test that registers a storage check of its own). `env`: the api process's settings.
 */
export function readinessChecks(
  statuses: Partial<Record<'database' | 'redis' | 'storage', Status>> = {},
  env: Record<string, string | undefined> = process.env
) {
  const redis = [env.SESSION_DRIVER, env.LIMITER_STORE, env.QUEUE_DRIVER].includes('redis')
  const onS3 = env.DRIVE_DISK ? env.DRIVE_DISK === 's3' : testStorage() === 's3'
  const names = [
    'database',
    ...(redis ? ['redis'] : []),
    ...(onS3 || statuses.storage ? ['storage'] : []),
  ] as const
  return names.map((name) => ({ name, status: statuses[name as keyof typeof statuses] ?? 'ok' }))
}
