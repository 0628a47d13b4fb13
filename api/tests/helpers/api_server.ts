import { connect, type Socket } from 'node:net'
import { spawnApi, type ApiChild } from '#tests/helpers/child_processes'
import { freePort } from '#tests/helpers/private_mariadb'

export type ApiServer = ApiChild & { port: number; url(path: string): string }

/**
 * The api's HTTP server in a process of its own, from the TypeScript sources, in production mode (JSON logs), on a
 * free port: for the tests that signal it, or take its database away from under it.
 */
export async function startApiServer(env: Record<string, string>): Promise<ApiServer> {
  const port = await freePort()
  const child = spawnApi(['--import=ts-node-maintained/register/esm', 'bin/server.ts'], {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'info',
    SECURE_COOKIES: 'false',
    ...env,
  })
  await child.waitFor('started HTTP server', 120_000)
  return { ...child, port, url: (path) => `http://127.0.0.1:${port}${path}` }
}

/** The JSON log lines the process wrote (other lines left out). */
export function logLines(child: ApiChild): Record<string, unknown>[] {
  return child
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line))
}

/** Resolves with the socket once connected, or with the connection error's code (ECONNREFUSED…). */
export function tryConnect(port: number): Promise<Socket | string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => resolve(socket))
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'))
  })
}
