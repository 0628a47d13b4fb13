import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { S3Settings } from '#services/storage/s3_settings'

export interface S3Server {
  bucket: string
  endpoint: string
  /** The api's settings for this server's bucket. */
  settings: S3Settings
  /** The api's environment for this server's bucket: DRIVE_DISK=s3 and the S3_* keys. */
  env: Record<string, string>
  /** Stops the server and removes its data. */
  stop(): Promise<void>
}

const API_ROOT = fileURLToPath(new URL('../../', import.meta.url))
const MAIN = fileURLToPath(new URL('./s3_server_main.ts', import.meta.url))

/**
 * A real S3 API (s3rver) on 127.0.0.1, on a port the system chooses, keeping its objects in a temporary folder,
 * with `bucket` created. It runs in a child process (see s3_server_main.ts), which makes stopping it a real outage.
 * Imports nothing of the app: bin/test.ts starts one before the app reads its configuration.
 */
export async function startS3Server(bucket: string): Promise<S3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'pw-s3-'))
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', '--import=ts-node-maintained/register/esm', MAIN, directory, bucket],
    { cwd: API_ROOT, stdio: ['pipe', 'pipe', 'pipe'] }
  )
  let output = ''
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()))
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const line = output.split('\n').find((text) => text.startsWith('{'))
      if (line) resolve(JSON.parse(line).port)
    })
    exited.then(() => reject(new Error(`the S3 server did not start:\n${output}`)))
  })

  const endpoint = `http://127.0.0.1:${port}`
  const settings: S3Settings = {
    bucket,
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  }
  return {
    bucket,
    endpoint,
    settings,
    env: {
      DRIVE_DISK: 's3',
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
      await rm(directory, { recursive: true, force: true })
    },
  }
}
