import { spawnSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { Env } from '@adonisjs/core/env'
import { needsBucketFor } from '#services/storage/storage_env'
import { s3ClientConfig, s3DriverOptions } from '#services/storage/s3_settings'

const diskChoice = needsBucketFor('s3', Env.schema.enum(['fs', 's3'] as const))
const S3_KEYS = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const

test.group('Storage | configuration', (group) => {
  group.each.setup(() => {
    const saved = S3_KEYS.map((key) => [key, process.env[key]] as const)
    for (const key of S3_KEYS) delete process.env[key]
    return () => {
      for (const [key, value] of saved) {
        if (value === undefined) delete process.env[key]
        else process.env[key] = value
      }
    }
  })

  test('s3 chosen without a bucket or a region is refused, naming the keys to set', ({ assert }) => {
    assert.throws(
      () => diskChoice('DRIVE_DISK', 's3'),
      'DRIVE_DISK=s3 needs S3_BUCKET and S3_REGION (the bucket that keeps the files, and its region): set ' +
        'S3_BUCKET and S3_REGION, or choose DRIVE_DISK=fs'
    )
    process.env.S3_REGION = 'eu-west-3'
    assert.throws(() => diskChoice('DRIVE_DISK', 's3'), /^DRIVE_DISK=s3 needs S3_BUCKET \(/)
  })

  test('an access key without its secret is refused; both or neither are accepted', ({ assert }) => {
    process.env.S3_BUCKET = 'files'
    process.env.S3_REGION = 'eu-west-3'
    assert.equal(diskChoice('DRIVE_DISK', 's3'), 's3')
    process.env.S3_ACCESS_KEY_ID = 'AKIA'
    assert.throws(
      () => diskChoice('DRIVE_DISK', 's3'),
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/
    )
    process.env.S3_SECRET_ACCESS_KEY = 'secret'
    assert.equal(diskChoice('DRIVE_DISK', 's3'), 's3')
  })

  test('the local disk needs no S3 key; an unknown disk is refused', ({ assert }) => {
    assert.equal(diskChoice('DRIVE_DISK', 'fs'), 'fs')
    assert.throws(() => diskChoice('DRIVE_DISK', 'gcs'), /DRIVE_DISK/)
  })

  test('the driver: private, no ACL sent, checksums only where required, credentials only when both are set', ({
    assert,
  }) => {
    const settings = { bucket: 'files', region: 'eu-west-3', forcePathStyle: false }
    assert.deepInclude(s3DriverOptions(settings), {
      bucket: 'files',
      region: 'eu-west-3',
      visibility: 'private',
      supportsACL: false,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    })
    // Without keys (or an endpoint), the SDK's own defaults: its credential chain, AWS itself.
    assert.notProperty(s3ClientConfig(settings), 'credentials')
    assert.notProperty(s3ClientConfig(settings), 'endpoint')
    const minio = s3ClientConfig({
      ...settings,
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    })
    assert.deepInclude(minio, {
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    })
  })

  test('the api refuses to start with DRIVE_DISK=s3 and no bucket', async ({ assert }) => {
    // This run's settings, but no .env file (an empty ENV_PATH) to bring a bucket back.
    const noEnvFiles = await mkdtemp(join(tmpdir(), 'pw-env-'))
    try {
      const run = spawnSync(process.execPath, ['ace', 'list'], {
        cwd: app.makePath(),
        env: {
          ...process.env,
          ENV_PATH: noEnvFiles,
          DRIVE_DISK: 's3',
          S3_BUCKET: '',
          S3_REGION: 'us-east-1',
        },
        encoding: 'utf8',
      })
      assert.notEqual(run.status, 0)
      assert.include(run.stdout + run.stderr, 'DRIVE_DISK=s3 needs S3_BUCKET')
    } finally {
      await rm(noEnvFiles, { recursive: true })
    }
  }).timeout(60_000)
})
