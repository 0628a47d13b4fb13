/** The cluster's moving parts: the api processes, the balancer in front of them, the S3 API behind them. */
import { spawn } from 'node:child_process'
import http from 'node:http'
import { join } from 'node:path'
import { paths } from '../bench/options.mjs'

/**
 * The balancer: each request to the next process in turn, the client's address passed on as X-Forwarded-For (a test
 * client may name one with X-Test-Client), and which process answered in X-Served-By.
 */
export function startBalancer(ports, port) {
  let next = 0
  const server = http.createServer((request, response) => {
    const target = ports[next++ % ports.length]
    const headers = { ...request.headers }
    const client = headers['x-test-client'] ?? request.socket.remoteAddress
    delete headers['x-test-client']
    headers['x-forwarded-for'] = String(client)
    const upstream = http.request(
      { host: '127.0.0.1', port: target, method: request.method, path: request.url, headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': String(target) })
        answer.pipe(response)
      }
    )
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502)
      response.end()
    })
    request.pipe(upstream)
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

export function startApi(env, port) {
  const child = spawn(process.execPath, ['bin/server.js'], {
    cwd: paths.build,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.log = ''
  const keep = (chunk) => (child.log = (child.log + chunk).slice(-20_000))
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  return child
}

export async function waitReady(port, child) {
  for (let tries = 0; tries < 240; tries++) {
    if (child.exitCode !== null) throw new Error(`api on ${port} exited:\n${child.log}`)
    try {
      const response = await fetch(`http://127.0.0.1:${port}/health/ready`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`api on ${port} never became ready:\n${child.log}`)
}

/**
 * The S3 API on loopback the api tests use (api/tests/helpers/s3_server_main.ts, s3rver in a process of its own with
 * the OpenSSL flag its listings need), with `bucket` created; resolves with its port and a stop function.
 */
export async function startS3(directory, bucket) {
  const child = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      '--import=ts-node-maintained/register/esm',
      'tests/helpers/s3_server_main.ts',
      directory,
      bucket,
    ],
    { cwd: join(paths.root, 'api'), stdio: ['pipe', 'pipe', 'pipe'] }
  )
  let output = ''
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise((resolve) => child.once('close', resolve))
  const port = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk
      const line = output.split('\n').find((text) => text.startsWith('{'))
      if (line) resolve(JSON.parse(line).port)
    })
    exited.then(() => reject(new Error(`the S3 server did not start:\n${output}`)))
  })
  return {
    port,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
