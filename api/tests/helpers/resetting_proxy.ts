import { connect, createServer, type AddressInfo, type Socket } from 'node:net'

export interface ResettingProxy {
  /** `http://127.0.0.1:<port>`: the proxy's address, to use instead of the server's. */
  endpoint: string
  /** How many connections it has reset so far. */
  resets(): number
  close(): Promise<void>
}

/**
 * A TCP proxy in front of `target` (`http://host:port`) that resets its first `resetting` connections (a TCP RST, as
 * a server closing a kept-alive connection does to a request already on its way) once their first bytes arrive, and
 * passes every later one through untouched.
 */
export async function resettingProxy(target: string, resetting: number): Promise<ResettingProxy> {
  const { hostname, port } = new URL(target)
  let reset = 0
  const open = new Set<Socket>()
  const server = createServer((client) => {
    open.add(client)
    client.once('close', () => open.delete(client))
    if (reset < resetting) {
      reset++
      client.once('data', () => client.resetAndDestroy())
      client.on('error', () => {})
      return
    }
    const upstream = connect(Number(port), hostname)
    open.add(upstream)
    upstream.once('close', () => open.delete(upstream))
    client.pipe(upstream).pipe(client)
    client.on('error', () => upstream.destroy())
    upstream.on('error', () => client.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    resets: () => reset,
    async close() {
      for (const socket of open) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
