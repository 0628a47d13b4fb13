import { BaseCheck, Result } from '@adonisjs/core/health'
import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3'
import { s3ClientConfig, type S3Settings } from '#services/storage/s3_settings'

/**
 * Readiness of S3 storage: the bucket answers a HEAD with the api's own settings and credentials. One attempt, no
 * retries: the readiness probe has its own time limit, and the next probe is the retry.
 */
export class BucketCheck extends BaseCheck {
  name = 'storage'
  #client: S3Client
  #bucket: string

  constructor(settings: S3Settings) {
    super()
    this.#client = new S3Client({ ...s3ClientConfig(settings), maxAttempts: 1 })
    this.#bucket = settings.bucket
  }

  async run() {
    await this.#client.send(new HeadBucketCommand({ Bucket: this.#bucket }))
    return Result.ok('the bucket answers')
  }
}
