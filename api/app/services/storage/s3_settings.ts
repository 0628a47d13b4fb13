import { inspect } from 'node:util'
import type { S3ClientConfig } from '@aws-sdk/client-s3'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'

/** Where the files are kept with DRIVE_DISK=s3: any S3 API (AWS, MinIO, Ceph, Garage…). */
export interface S3Settings {
  bucket: string
  region: string
  /** Empty: AWS itself. */
  endpoint?: string
  /** Bucket in the path (`endpoint/bucket/key`) rather than in the host name, as most self-hosted servers want. */
  forcePathStyle: boolean
  /** Both or neither: without them, the SDK's default credential chain (environment, profile, instance role). */
  accessKeyId?: string
  secretAccessKey?: string
}

/** The S3 settings of the environment (start/env.ts has refused to boot without a bucket and a region). */
export function s3SettingsFromEnv(): S3Settings {
  return {
    bucket: env.get('S3_BUCKET') ?? '',
    region: env.get('S3_REGION') ?? '',
    endpoint: env.get('S3_ENDPOINT') || undefined,
    forcePathStyle: env.get('S3_FORCE_PATH_STYLE') ?? false,
    accessKeyId: env.get('S3_ACCESS_KEY_ID') || undefined,
    secretAccessKey: env.get('S3_SECRET_ACCESS_KEY') || undefined,
  }
}

/** What the SDK hands its logger, as one line of text. */
function sdkMessage(content: unknown[]) {
  return content.map((part) => (typeof part === 'string' ? part : inspect(part, { depth: 2 }))).join(' ')
}

/**
 * The SDK's logger: its warnings go to the api's log, as JSON lines among the others (without a logger, the SDK writes
 * them to the console as plain text: "An error was encountered in a non-retryable streaming request." for each upload
 * storeLocalFile sends again). Its other lines are left out: one per request at information level naming its keys,
 * and one per failed request at error level, which the api handles or reports itself (a missing object is a
 * `NotFound` every existence check expects).
 */
const s3SdkLogger = {
  trace() {},
  debug() {},
  info() {},
  error() {},
  warn: (...content: unknown[]) => logger.warn({ component: 's3' }, sdkMessage(content)),
}

/**
 * The S3 client's options. Checksums only where the API requires one: the SDK's default streaming checksums
 * (aws-chunked trailers) are not understood by every S3-compatible server, some of which store them as the file's
 * bytes. Time limits, so that a storage outage fails a request instead of hanging it. The SDK's warnings in the api's
 * log (s3SdkLogger).
 */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  const { region, endpoint, forcePathStyle, accessKeyId, secretAccessKey } = settings
  return {
    region,
    forcePathStyle,
    ...(endpoint ? { endpoint } : {}),
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5000, requestTimeout: 60_000 },
    logger: s3SdkLogger,
  }
}

/**
 * The options of the drive's S3 driver. Objects are private and no ACL is ever sent: buckets that refuse ACLs (AWS's
 * default since 2023, R2, Garage) accept the writes, and nothing is public; downloads go through the api's
 * authorised routes.
 */
export function s3DriverOptions(settings: S3Settings) {
  return {
    ...s3ClientConfig(settings),
    bucket: settings.bucket,
    visibility: 'private' as const,
    supportsACL: false,
  }
}
