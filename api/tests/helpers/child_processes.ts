import { spawn, type ChildProcess } from 'node:child_process'
import app from '@adonisjs/core/services/app'

/** A child process of the api (an ace command or the server) whose output is kept, and whose end can be awaited. */
export type ApiChild = {
  process: ChildProcess
  output(): string
  /** Resolves once `text` has appeared in the output (stdout or stderr); rejects if the process ends first. */
  waitFor(text: string | RegExp, timeoutMs?: number): Promise<void>
  exited: Promise<number | null>
}

export function spawnApi(args: string[], env: Record<string, string>): ApiChild {
  const child = spawn(process.execPath, args, {
    cwd: app.appRoot.pathname,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const listeners = new Set<() => void>()
  const collect = (chunk: Buffer) => {
    output += chunk.toString()
    for (const listener of listeners) listener()
  }
  child.stdout!.on('data', collect)
  child.stderr!.on('data', collect)
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)))

  return {
    process: child,
    output: () => output,
    exited,
    waitFor(text, timeoutMs = 60_000) {
      const seen = () => (typeof text === 'string' ? output.includes(text) : text.test(output))
      return new Promise<void>((resolve, reject) => {
        if (seen()) return resolve()
        const done = (error?: Error) => {
          listeners.delete(check)
          clearTimeout(timer)
          if (error) reject(error)
          else resolve()
        }
        const check = () => seen() && done()
        const timer = setTimeout(
          () => done(new Error(`"${text}" not seen within ${timeoutMs} ms; output:\n${output}`)),
          timeoutMs
        )
        listeners.add(check)
        exited.then((code) => seen() || done(new Error(`exited (${code}) before "${text}":\n${output}`)))
      })
    },
  }
}

/** Asks a child process to stop (SIGTERM), kills it after `graceMs`, and resolves once it has exited. */
export async function stopChild(child: ChildProcess | null, graceMs: number) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
}

/** `node ace <args>` of this api, in a process of its own. */
export function spawnAce(args: string[], env: Record<string, string>) {
  return spawnApi(['ace.js', ...args], env)
}
