/*
| Typed environment: the process refuses to boot when a variable is missing or malformed.
*/
import { Env } from '@adonisjs/core/env'
import { compileTrustedProxies, parseTrustedProxies } from '#services/http/trusted_proxies'
import { EU_COUNTRY_CODES } from '#enums/company'
import { needsRedisHostFor } from '#services/redis/redis_env'
import { needsBucketFor } from '#services/storage/storage_env'
import { parseReadHosts } from '#services/database/read_replicas'
import { latePaymentMultipleProblem } from '@posted-workers/domain'

/** A whole number of at least 1, or unset (the configuration's default); anything else refuses to boot. */
const positiveWhole = () => (key: string, value?: string) => {
  if (value === undefined || value === '') return undefined
  if (!/^[1-9]\d{0,3}$/.test(value))
    throw new Error(`${key} must be a whole number from 1 to 9999: "${value}"`)
  return Number(value)
}

export default await Env.create(new URL('../', import.meta.url), {
  NODE_ENV: Env.schema.enum(['development', 'production', 'test'] as const),
  TZ: Env.schema.string.optional(),
  PORT: Env.schema.number(),
  HOST: Env.schema.string({ format: 'host' }),
  APP_KEY: Env.schema.string(),
  APP_URL: Env.schema.string({ format: 'url', tld: false }),
  LOG_LEVEL: Env.schema.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const),
  SHUTDOWN_GRACE_SECONDS: Env.schema.number.optional(),
  SHUTDOWN_DRAIN_SECONDS: Env.schema.number.optional(),
  TRUSTED_PROXIES: (_key: string, value?: string) => {
    compileTrustedProxies(parseTrustedProxies(value))
    return value ?? ''
  },

  DB_HOST: Env.schema.string({ format: 'host' }),
  DB_PORT: Env.schema.number(),
  DB_USER: Env.schema.string(),
  DB_PASSWORD: Env.schema.string.optional(),
  DB_DATABASE: Env.schema.string(),
  DB_READ_HOSTS: (_key: string, value?: string) => {
    parseReadHosts(value, 3306)
    return value ?? ''
  },

  SESSION_DRIVER: needsRedisHostFor(
    'redis',
    Env.schema.enum(['database', 'cookie', 'memory', 'redis'] as const)
  ),
  SESSION_AGE_MINUTES: Env.schema.number.optional(),
  LIMITER_STORE: needsRedisHostFor('redis', Env.schema.enum(['database', 'memory', 'redis'] as const)),

  // Optional: nothing connects to Redis unless a store above or the queue below chooses it.
  REDIS_HOST: Env.schema.string.optional({ format: 'host' }),
  REDIS_PORT: Env.schema.number.optional(),
  REDIS_PASSWORD: Env.schema.string.optional(),
  REDIS_DB: Env.schema.number.optional(),
  REDIS_KEY_PREFIX: Env.schema.string.optional(),

  QUEUE_DRIVER: needsRedisHostFor('redis', Env.schema.enum.optional(['sync', 'redis'] as const)),
  QUEUE_CONCURRENCY: Env.schema.number.optional(),
  QUEUE_LOCK_SECONDS: Env.schema.number.optional(),
  REMINDERS_SCHEDULE: Env.schema.string.optional(),
  VAT_RECHECK_SCHEDULE: Env.schema.string.optional(),
  SESSIONS_PURGE_SCHEDULE: Env.schema.string.optional(),
  ORPHANS_SWEEP_SCHEDULE: Env.schema.string.optional(),
  DRIVER_ERASURE_SCHEDULE: Env.schema.string.optional(),

  // How long personal data and accounting records are kept (config/privacy.ts).
  DRIVER_RETENTION_MONTHS: positiveWhole(),
  ACCOUNTING_RETENTION_YEARS: positiveWhole(),

  DRIVE_DISK: needsBucketFor('s3', Env.schema.enum(['fs', 's3'] as const)),
  STORAGE_PATH: Env.schema.string.optional(),
  // Read only with DRIVE_DISK=s3: nothing loads the AWS SDK otherwise.
  S3_BUCKET: Env.schema.string.optional(),
  S3_REGION: Env.schema.string.optional(),
  S3_ENDPOINT: Env.schema.string.optional({ format: 'url', tld: false }),
  S3_FORCE_PATH_STYLE: Env.schema.boolean.optional(),
  S3_ACCESS_KEY_ID: Env.schema.string.optional(),
  S3_SECRET_ACCESS_KEY: Env.schema.string.optional(),
  MAIL_FILE_PATH: Env.schema.string.optional(),
  BACKUP_PATH: Env.schema.string.optional(),

  MAIL_MAILER: Env.schema.enum(['file', 'smtp'] as const),
  MAIL_FROM_ADDRESS: Env.schema.string({ format: 'email' }),
  MAIL_FROM_NAME: Env.schema.string(),
  SMTP_HOST: Env.schema.string.optional(),
  SMTP_PORT: Env.schema.number.optional(),
  SMTP_USERNAME: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.string.optional(),

  PROVIDER_SEGMENT: Env.schema.string(),
  SELLER_COUNTRY: Env.schema.enum.optional(EU_COUNTRY_CODES),
  SELLER_NAME: Env.schema.string.optional(),
  SELLER_ADDRESS: Env.schema.string.optional(),
  SELLER_VAT_NUMBER: Env.schema.string.optional(),
  SELLER_LEGAL_FORM: Env.schema.string.optional(),
  SELLER_SHARE_CAPITAL: Env.schema.number.optional(),
  SELLER_SIREN: Env.schema.string.optional(),
  SELLER_RCS_CITY: Env.schema.string.optional(),
  LATE_PAYMENT_LEGAL_RATE_MULTIPLE: (key: string, value?: string) => {
    if (value === undefined || value === '') return undefined
    const problem = latePaymentMultipleProblem(Number(value))
    if (problem) throw new Error(`${key} ${problem}: "${value}"`)
    return Number(value)
  },
  SECURE_COOKIES: Env.schema.boolean.optional(),
  DEMO_DATA: Env.schema.boolean.optional(),

  PAYMENT_METHODS: Env.schema.string.optional(),
  PAYMENT_PROVIDER: Env.schema.enum.optional(['sandbox'] as const),
  PAYMENT_SANDBOX_SECRET: Env.schema.string.optional(),
  BANK_BENEFICIARY: Env.schema.string.optional(),
  BANK_IBAN: Env.schema.string.optional(),
  BANK_BIC: Env.schema.string.optional(),
  BANK_NAME: Env.schema.string.optional(),

  VAT_CHECK_DRIVER: Env.schema.enum.optional(['offline', 'vies'] as const),
  VIES_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  VIES_TIMEOUT_MS: Env.schema.number.optional(),
  VIES_REQUESTER_VAT_NUMBER: Env.schema.string.optional(),
})
