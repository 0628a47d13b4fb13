/**
 * Calls for the lists comparison (lists.mjs): uncompressed GETs over keep-alive agents, one at a time (median, p95)
 * or many at a time (requests per second), and the bare server (bare_server.mjs) started in its own process.
 */
import http from 'node:http'
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { paths } from './options.mjs'

/** GET over a keep-alive agent, uncompressed; resolves with the status, headers and body text. */
export function get(agent, port, path, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path,
        agent,
        headers: { Accept: 'application/json', 'Accept-Encoding': 'identity', ...headers },
      },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body }))
        response.on('error', reject)
      }
    )
    request.on('error', reject)
  })
}

/** Requests per second for `total` calls, `concurrency` at a time. */
export async function throughput(total, concurrency, call) {
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next += 1
        const answer = await call()
        if (answer.status !== 200) throw new Error(`throughput call answered ${answer.status}`)
      }
    })
  )
  return total / ((performance.now() - started) / 1000)
}

export function startBare(config) {
  const folder = mkdtempSync(join(tmpdir(), 'bench-bare-'))
  const file = join(folder, 'config.json')
  writeFileSync(file, JSON.stringify(config))
  const child = spawn(process.execPath, [join(paths.root, 'scripts', 'bench', 'bare_server.mjs'), file], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stderr.on('data', (chunk) => (log += chunk))
  const ready = new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('listening') && resolve())
    child.on('exit', (code) => reject(new Error(`The bare server exited (${code}): ${log}`)))
  })
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
    }
    rmSync(folder, { recursive: true, force: true })
  }
  return { ready, stop }
}
