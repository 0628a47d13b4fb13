/*
| Readiness checks behind GET /health/ready (answered by app/middleware/health_middleware.ts), each with its time
| limit. A service the api needs registers here with one line; an optional one only when it is configured.
*/
import db from '@adonisjs/lucid/services/db'
import { DbCheck } from '@adonisjs/lucid/database'
import env from '#start/env'
import { registerReadinessCheck } from '#services/health/readiness'
import { s3SettingsFromEnv } from '#services/storage/s3_settings'

registerReadinessCheck('database', new DbCheck(db.connection()), 2000)

if ([env.get('SESSION_DRIVER'), env.get('LIMITER_STORE'), env.get('QUEUE_DRIVER')].includes('redis')) {
  // Imported only then: a process without Redis never opens a connection to it.
  const { RedisCheck } = await import('@adonisjs/redis')
  const { default: redis } = await import('@adonisjs/redis/services/main')
  registerReadinessCheck('redis', new RedisCheck(redis.connection('main')), 2000)
}

if (env.get('DRIVE_DISK') === 's3') {
  // Imported only then: a process on the local disk never loads the AWS SDK.
  const { BucketCheck } = await import('#services/storage/bucket_check')
  registerReadinessCheck('storage', new BucketCheck(s3SettingsFromEnv()), 2000)
}
