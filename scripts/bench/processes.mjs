/** Child processes: ace commands and the api server under test. */
import { spawn } from 'node:child_process'
import net from 'node:net'
import { paths } from './options.mjs'

export function run(command, args, { cwd, env, quiet = true }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
      if (!quiet) process.stdout.write(chunk)
    })
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code === 0) resolve(output)
      else reject(new Error(`${command} ${args.join(' ')} failed (exit ${code}):\n${output.slice(-4000)}`))
    })
  })
}

export function ace(mode, args, env) {
  return mode === 'build'
    ? run(process.execPath, ['ace.js', ...args], { cwd: paths.build, env })
    : run(process.execPath, ['ace', ...args], { cwd: paths.api, env })
}

let server = null
let stopsOnSignals = false

/** The server under test goes with the benchmark, however it ends (only once one runs: other scripts import this). */
function stopServerWithProcess() {
  if (stopsOnSignals) return
  stopsOnSignals = true
  process.on('exit', () => {
    if (server && server.exitCode === null) server.kill('SIGKILL')
  })
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      await stopServer()
      process.exit(130)
    })
  }
}

export function startServer(mode, env) {
  stopServerWithProcess()
  const args =
    mode === 'build' ? ['bin/server.js'] : ['--import=ts-node-maintained/register/esm', 'bin/server.ts']
  const child = spawn(process.execPath, args, {
    cwd: mode === 'build' ? paths.build : paths.api,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  const keep = (chunk) => {
    log = (log + chunk).slice(-8000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  child.exited = new Promise((resolve) => child.on('exit', resolve))
  child.log = () => log
  server = child
  return child
}

export async function stopServer() {
  const child = server
  server = null
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), 10_000))
  if ((await Promise.race([child.exited, timeout])) === 'timeout') child.kill('SIGKILL')
}

/** A port nothing listens on now, chosen by the system. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

export function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

export async function waitForServer(baseUrl, child) {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The api exited (code ${child.exitCode}):\n${child.log()}`)
    try {
      const response = await fetch(`${baseUrl}/en/api/auth/session`, {
        headers: { Accept: 'application/json' },
      })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The api did not answer within 120 s:\n${child.log()}`)
}
