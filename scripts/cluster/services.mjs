/** The cluster's moving parts: the api processes, the balancer in front of them, the S3 API behind them. */
import { spawn } from 'node:child_process'
import http from 'node:http'
import { join } from 'node:path'
import { paths } from '../bench/options.mjs'

/**
 * The balancer, as a load balancer in front of api processes works: each request to the next process in turn among
 * those whose /health/ready answers 200 (checked every `healthEveryMs`), the client's address passed on as
 * X-Forwarded-For (a test client may name one with X-Test-Client), and which process answered in X-Served-By. A
 * request whose connection fails before the process could read it (refused: the process stopped listening; reset on
 * a kept-alive connection the process closed) is sent to the next process, like nginx's `proxy_next_upstream error`,
 * and so is a GET or HEAD whose connection fails before its answer began; a write whose connection is lost after the
 * process may have read it is the client's failure, never retried.
 */
export function startBalancer(ports, port, { healthEveryMs = 250 } = {}) {
  let next = 0
  const ready = new Map(ports.map((target) => [target, true]))
  const stats = { retried: 0 }
  const agent = new http.Agent({ keepAlive: true })
  const probe = async (target) => {
    try {
      const answer = await fetch(`http://127.0.0.1:${target}/health/ready`, {
        signal: AbortSignal.timeout(1000),
      })
      ready.set(target, answer.ok)
    } catch {
      ready.set(target, false)
    }
  }
  const health = setInterval(() => ports.forEach(probe), healthEveryMs)
  const pick = (tried) => {
    const untried = ports.filter((target) => !tried.has(target))
    const live = untried.filter((target) => ready.get(target))
    const pool = live.length > 0 ? live : untried
    return pool.length > 0 ? pool[next++ % pool.length] : null
  }
  const server = http.createServer(async (request, response) => {
    const chunks = []
    for await (const chunk of request) chunks.push(chunk)
    const body = Buffer.concat(chunks)
    const headers = { ...request.headers }
    const client = headers['x-test-client'] ?? request.socket.remoteAddress
    delete headers['x-test-client']
    headers['x-forwarded-for'] = String(client)
    const tried = new Set()
    const send = () => {
      const target = pick(tried)
      if (target === null) {
        response.writeHead(502).end()
        return
      }
      tried.add(target)
      const upstream = http.request(
        { host: '127.0.0.1', port: target, method: request.method, path: request.url, headers, agent },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': String(target) })
          answer.pipe(response)
          answer.on('error', () => response.destroy())
        }
      )
      upstream.on('error', (error) => {
        const unread = error.code === 'ECONNREFUSED' || (upstream.reusedSocket && error.code === 'ECONNRESET')
        // A read can be sent again whatever happened to it (nginx's default for GET and HEAD); a write only when the
        // process cannot have read it.
        const idempotent = request.method === 'GET' || request.method === 'HEAD'
        if (!response.headersSent && (unread || idempotent)) {
          stats.retried++
          ready.set(target, false)
          send()
          return
        }
        if (!response.headersSent) response.writeHead(502)
        response.end()
      })
      upstream.end(body)
    }
    send()
  })
  server.stats = stats
  server.on('close', () => {
    clearInterval(health)
    agent.destroy()
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
  // Its errors, and the warnings that say why a call failed (a service unavailable, a lost lock race), kept apart
  // from the flood of request lines, so that a failed check can say what the processes saw.
  child.problems = []
  const keep = (chunk) => {
    child.log = (child.log + chunk).slice(-20_000)
    for (const line of String(chunk).split('\n')) {
      if (/"level":(50|60)|unavailable|lock race/.test(line))
        child.problems = [...child.problems, line].slice(-20)
    }
  }
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
 * the OpenSSL flag its listings need), with `buckets` created; resolves with its port and a stop function.
 */
export async function startS3(directory, ...buckets) {
  const child = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      '--import=ts-node-maintained/register/esm',
      'tests/helpers/s3_server_main.ts',
      directory,
      ...buckets,
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
