import { test } from '@japa/runner'
import { createHash, randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import drive from '@adonisjs/drive/services/main'
import logger from '@adonisjs/core/services/logger'
import type { Disk } from '@adonisjs/drive'
import { FSDriver } from 'flydrive/drivers/fs'
import { S3Driver } from 'flydrive/drivers/s3'
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3'
import WorkerDocument from '#models/worker_document'
import { driveFileStore } from '#services/backup/file_store'
import { registerReadinessCheck } from '#services/health/readiness'
import { BucketCheck } from '#services/storage/bucket_check'
import { s3ClientConfig, s3SettingsFromEnv, type S3Settings } from '#services/storage/s3_settings'
import { STORE_ATTEMPTS, storeLocalFile } from '#services/storage/store_file'
import { isServiceUnavailable } from '#services/http/unavailable'
import { startApiServer } from '#tests/helpers/api_server'
import { isolateEachTest } from '#tests/helpers/database'
import { startS3Server, type S3Server } from '#tests/helpers/s3_server'
import { recordCalls, s3Disk, useAsDefaultDisk } from '#tests/helpers/storage_disk'
import { readinessChecks } from '#tests/helpers/readiness'
import { resettingProxy } from '#tests/helpers/resetting_proxy'
import { testStorage } from '#tests/helpers/test_storage'
import {
  base,
  createWorker,
  customerWithContract,
  get,
  post,
  upload,
} from '#tests/functional/workers/worker_fixtures'

/** An object's bytes as the bucket holds them, read with a client of the SDK's own, not through the drive. */
async function objectBytes(settings: S3Settings, key: string) {
  const client = new S3Client(s3ClientConfig(settings))
  const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }))
  return Buffer.from(await object.Body!.transformToByteArray())
}

/** A PDF of `size` bytes, random inside so that no two runs or chunks look alike. */
function largePdf(size: number) {
  const head = Buffer.from('%PDF-1.4\n', 'latin1')
  const tail = Buffer.from('\n%%EOF\n', 'latin1')
  return Buffer.concat([head, randomBytes(size - head.length - tail.length), tail])
}

/** The warnings written to the console and to the api's log until `stop`. */
function watchWarnings() {
  const seen = { console: [] as unknown[][], log: [] as unknown[][] }
  const toConsole = console.warn
  const toLog = logger.warn
  console.warn = (...content: unknown[]) => void seen.console.push(content)
  logger.warn = ((...content: unknown[]) => void seen.log.push(content)) as typeof logger.warn
  return {
    ...seen,
    stop() {
      console.warn = toConsole
      logger.warn = toLog
    },
  }
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

test.group('Storage | the run’s disk', () => {
  test('the drive stores on the disk TEST_STORAGE names (S3: in the run’s bucket)', async ({ assert }) => {
    const disk = drive.use()
    const key = `storage-check/${randomBytes(6).toString('hex')}.txt`
    await disk.put(key, 'kept')
    try {
      assert.equal(await disk.get(key), 'kept')
      if (testStorage() === 's3') {
        assert.instanceOf(disk.driver, S3Driver)
        const settings = s3SettingsFromEnv()
        const client = new S3Client(s3ClientConfig(settings))
        const head = await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: key }))
        assert.equal(head.ContentLength, 4)
      } else {
        assert.instanceOf(disk.driver, FSDriver)
      }
    } finally {
      await disk.delete(key)
    }
  })
})

test.group('Storage | S3', (group) => {
  let server: S3Server
  let disk: Disk
  isolateEachTest(group)
  group.setup(async () => {
    server = await startS3Server('documents')
    disk = s3Disk(server)
    const restore = useAsDefaultDisk(disk)
    return async () => {
      restore()
      await server.stop()
    }
  })

  test('an 8 MB document streams through the route into the bucket, and back out byte for byte', async ({
    client,
    assert,
  }) => {
    const { user, company, contract } = await customerWithContract()
    const worker = await createWorker(contract)
    const bytes = largePdf(8 * 1024 * 1024)
    const calls = recordCalls(disk, ['put', 'putStream', 'get', 'getBytes', 'getStream'])

    const uploaded = await upload(client, user, `${base(company.id)}/worker/${worker.id}/documents/upload`, [
      { name: 'A1 scan.pdf', bytes },
    ])

    uploaded.assertStatus(200)
    const document = await WorkerDocument.findByOrFail('driver_id', worker.driverId)
    assert.equal(document.sizeBytes, bytes.length)
    assert.isTrue((await objectBytes(server.settings, document.fileKey)).equals(bytes))
    assert.deepEqual(
      await disk.getMetaData(document.fileKey).then((meta) => meta.contentType),
      'application/pdf'
    )
    // Streamed from the temporary file, never written from a buffer.
    assert.deepEqual(calls, [`putStream ${document.fileKey}`])

    calls.length = 0
    const response = await get(client, user, `${base(company.id)}/document/${document.id}/download`)

    response.assertStatus(200)
    response.assertHeader('content-type', 'application/pdf')
    assert.equal(response.header('content-length'), String(bytes.length))
    const body = response.response.body
    assert.isTrue(Buffer.isBuffer(body) && body.equals(bytes))
    // Sent as the storage streams it, never read whole first.
    assert.deepEqual(calls, [`getStream ${document.fileKey}`])
  }).timeout(60_000)

  test('a streamed write the storage resets on its way is sent again from the file, and lands whole', async ({
    assert,
  }) => {
    const folder = await mkdtemp(join(tmpdir(), 'pw-s3-reset-'))
    const proxy = await resettingProxy(server.endpoint, STORE_ATTEMPTS - 1)
    let logged: ReturnType<typeof watchWarnings> | undefined
    try {
      const path = join(folder, 'A1.pdf')
      const bytes = largePdf(300_000)
      await writeFile(path, bytes)
      const key = `workers/reset/${randomBytes(6).toString('hex')}`
      const throughProxy = s3Disk({ ...server, settings: { ...server.settings, endpoint: proxy.endpoint } })
      // The SDK's warning about each failed streamed write goes to the api's log, not to the console.
      logged = watchWarnings()

      await storeLocalFile(key, path, { contentType: 'application/pdf' }, throughProxy)

      assert.equal(proxy.resets(), STORE_ATTEMPTS - 1)
      assert.isTrue((await objectBytes(server.settings, key)).equals(bytes))
      assert.deepEqual(logged.console, [])
      assert.lengthOf(logged.log, STORE_ATTEMPTS - 1)
      assert.deepEqual(logged.log[0], [
        { component: 's3' },
        'An error was encountered in a non-retryable streaming request.',
      ])
      await disk.delete(key)
    } finally {
      logged?.stop()
      await proxy.close()
      await rm(folder, { recursive: true, force: true })
    }
  }).timeout(30_000)

  test('a write reset on every try fails as an outage (503), and leaves no object', async ({ assert }) => {
    const folder = await mkdtemp(join(tmpdir(), 'pw-s3-reset-'))
    const proxy = await resettingProxy(server.endpoint, STORE_ATTEMPTS)
    try {
      const path = join(folder, 'A1.pdf')
      await writeFile(path, largePdf(4096))
      const key = `workers/reset/${randomBytes(6).toString('hex')}`
      const throughProxy = s3Disk({ ...server, settings: { ...server.settings, endpoint: proxy.endpoint } })

      const failure = await storeLocalFile(key, path, {}, throughProxy).then(
        () => null,
        (error: unknown) => error
      )

      assert.isTrue(isServiceUnavailable(failure))
      assert.equal(proxy.resets(), STORE_ATTEMPTS)
      assert.isFalse(await disk.exists(key))
    } finally {
      await proxy.close()
      await rm(folder, { recursive: true, force: true })
    }
  }).timeout(30_000)

  test('removing a document deletes its object; deleting a missing key is no error', async ({
    client,
    assert,
  }) => {
    const { user, company, contract } = await customerWithContract()
    const worker = await createWorker(contract)
    const uploaded = await upload(client, user, `${base(company.id)}/worker/${worker.id}/documents/upload`, [
      { name: 'A1.pdf', bytes: largePdf(2048) },
    ])
    const document = await WorkerDocument.findOrFail(uploaded.body().files[0].id)
    assert.isTrue(await disk.exists(document.fileKey))

    const removed = await post(client, user, `${base(company.id)}/document/${document.id}/remove`)

    removed.assertStatus(200)
    assert.isFalse(await disk.exists(document.fileKey))
    await disk.delete(document.fileKey)
    await disk.delete('workers/never/stored')
  })

  test('a backup copies every object out of the bucket, listed page by page, and back in', async ({
    assert,
  }) => {
    await disk.deleteAll('')
    const files: Record<string, Buffer> = {
      'attachments/guide.pdf': largePdf(4096),
      'documents/nested/all-bytes.bin': Buffer.from(Array.from({ length: 256 }, (_, byte) => byte)),
      'invoices/2026/F-2026-000001.pdf': largePdf(1500),
      'terms-of-sale/FR/terms-of-sale-FR-fr.pdf': largePdf(3000),
      'workers/1/2/3f1e0c1c-0000-4000-8000-000000000000': largePdf(600_000),
    }
    for (const [key, bytes] of Object.entries(files)) await disk.put(key, bytes)
    const folder = await mkdtemp(join(tmpdir(), 'pw-s3-backup-'))
    try {
      const calls = recordCalls(disk, ['listAll'])
      const store = driveFileStore(disk, { pageSize: 2 })

      const copied = await store.copyOut(folder)

      assert.lengthOf(calls, 3)
      assert.deepEqual(
        copied,
        Object.entries(files).map(([key, bytes]) => ({ key, bytes: bytes.length, sha256: sha256(bytes) }))
      )
      for (const [key, bytes] of Object.entries(files)) {
        assert.isTrue((await readFile(join(folder, key))).equals(bytes), key)
      }

      await store.clear()
      assert.deepEqual(await store.keys(), [])
      await store.copyIn(folder, copied)
      for (const [key, bytes] of Object.entries(files)) {
        assert.isTrue((await objectBytes(server.settings, key)).equals(bytes), key)
      }
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  }).timeout(60_000)

  test('readiness reports the bucket: ok while it answers, failing (503) once its server stops', async ({
    client,
    assert,
  }) => {
    const other = await startS3Server('health')
    const remove = registerReadinessCheck('storage', new BucketCheck(other.settings), 2000)
    try {
      const ready = await client.get('/health/ready')

      ready.assertStatus(200)
      assert.deepInclude(ready.body().checks, { name: 'storage', status: 'ok' })

      await other.stop()
      const down = await client.get('/health/ready')

      down.assertStatus(503)
      assert.deepInclude(down.body().checks, { name: 'storage', status: 'error' })
      assert.deepInclude(down.body().checks, { name: 'database', status: 'ok' })
    } finally {
      remove()
      await other.stop()
    }
  }).timeout(30_000)
})

/** Preloaded into an api process (NODE_OPTIONS): on exit, it prints whether any module of the AWS SDK was loaded. */
const SDK_PROBE = `
  import { createRequire } from 'node:module'
  const modules = createRequire(process.cwd() + '/').cache
  process.on('exit', () => {
    console.log('aws-sdk-loaded:' + Object.keys(modules).some((path) => path.includes('/@aws-sdk/')))
  })
`

/** An api process with `env`: the readiness checks it reports, then, once stopped, whether it loaded the AWS SDK. */
async function apiProcess(env: Record<string, string>) {
  const server = await startApiServer({
    ...env,
    NODE_OPTIONS: `--import=data:text/javascript,${encodeURIComponent(SDK_PROBE)}`,
  })
  try {
    const ready = await fetch(server.url('/health/ready'))
    return { status: ready.status, checks: ((await ready.json()) as { checks: unknown[] }).checks, server }
  } finally {
    server.process.kill('SIGTERM')
    await server.exited
  }
}

test.group('Storage | an api process', () => {
  test('on the local disk it never loads the AWS SDK; on S3 it checks the bucket at /health/ready', async ({
    assert,
  }) => {
    const local = await apiProcess({ DRIVE_DISK: 'fs' })
    assert.equal(local.status, 200)
    // Redis too when the run's settings use it (the scale-out run), which the process inherits.
    assert.deepEqual(local.checks, readinessChecks({}, { ...process.env, DRIVE_DISK: 'fs' }))
    assert.include(local.server.output(), 'aws-sdk-loaded:false')

    const s3 = await startS3Server('api-process')
    try {
      const onS3 = await apiProcess(s3.env)
      assert.equal(onS3.status, 200, onS3.server.output())
      assert.deepEqual(onS3.checks, readinessChecks({}, { ...process.env, ...s3.env }))
      assert.deepInclude(onS3.checks, { name: 'storage', status: 'ok' })
      assert.include(onS3.server.output(), 'aws-sdk-loaded:true')
    } finally {
      await s3.stop()
    }
  }).timeout(240_000)
})
