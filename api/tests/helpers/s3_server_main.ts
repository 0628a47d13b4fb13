/*
| An S3 API on loopback for the tests, started by tests/helpers/s3_server.ts in a process of its own: s3rver signs
| its listing continuation tokens with single DES, which Node's OpenSSL 3 offers only under
| --openssl-legacy-provider, a flag the api's own process should not need. Arguments: the data folder, then the
| buckets to create. It prints its port as one JSON line, and stops on SIGTERM or when its standard input closes
| (the test process is gone).
*/
import { createRequire } from 'node:module'

type S3rverOptions = {
  address: string
  port: number
  silent: boolean
  directory: string
  configureBuckets: { name: string }[]
}
type S3rverServer = { run(): Promise<{ port: number }>; close(): Promise<void> }
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: S3rverOptions) => S3rverServer

const [directory, ...buckets] = process.argv.slice(2)
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: buckets.map((name) => ({ name })),
})
const { port } = await server.run()
process.stdout.write(`${JSON.stringify({ port })}\n`)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await server.close()
  process.exit(0)
}
process.on('SIGTERM', stop)
process.stdin.on('end', stop).resume()
