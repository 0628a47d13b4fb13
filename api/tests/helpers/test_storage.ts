import { startS3Server, type S3Server } from '#tests/helpers/s3_server'

/**
 * TEST_STORAGE=s3: the whole run keeps its files in S3, a real S3 API on loopback (s3rver), instead of the local
 * disk (TEST_STORAGE unset or `fs`). The server is started by bin/test.ts before the app reads its configuration,
 * since the drive's disk is chosen then (DRIVE_DISK and the S3_* keys go into process.env, above the .env files),
 * and stopped by the bootstrap's teardown.
 */
export function testStorage(): 'fs' | 's3' {
  const chosen = process.env.TEST_STORAGE || 'fs'
  if (chosen !== 'fs' && chosen !== 's3') throw new Error(`TEST_STORAGE is fs or s3, not "${chosen}"`)
  return chosen
}

let server: S3Server | null = null

export async function startTestStorage() {
  if (testStorage() !== 's3') return
  server = await startS3Server('posted-workers-test')
  Object.assign(process.env, server.env)
}

export async function stopTestStorage() {
  await server?.stop()
  server = null
}
