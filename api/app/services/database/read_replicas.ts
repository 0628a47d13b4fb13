/**
 * Read replicas from `DB_READ_HOSTS` ("host", "host:port", comma-separated): Lucid then sends the queries made
 * outside a transaction that only read to one of them, and every write, every transaction and the migrations to
 * the primary (`DB_HOST`). Empty: no replicas, everything on the primary. Pure, so that a typo is caught by tests
 * and refused at boot rather than found in production.
 */
export interface ReplicaHost {
  host: string
  port: number
}

export function parseReadHosts(value: string | undefined, defaultPort: number): ReplicaHost[] {
  if (!value?.trim()) return []
  return value.split(',').map((entry) => {
    const text = entry.trim()
    const match = /^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:]+\])(?::(\d{1,5}))?$/.exec(text)
    const port = match?.[2] === undefined ? defaultPort : Number(match[2])
    if (!match || port < 1 || port > 65535) {
      throw new Error(`DB_READ_HOSTS: "${text}" is not a host or host:port`)
    }
    return { host: match[1].replace(/^\[|\]$/g, ''), port }
  })
}

/**
 * The Lucid connection settings: one connection, or the primary for writes and the replicas for reads (each with the
 * primary's user, password, database and options).
 */
export function withReadReplicas<T extends { host?: string; port?: number }>(
  primary: T,
  replicas: ReplicaHost[]
): { connection: T } | { replicas: { write: { connection: T }; read: { connection: T[] } } } {
  if (replicas.length === 0) return { connection: primary }
  return {
    replicas: {
      write: { connection: primary },
      read: { connection: replicas.map(({ host, port }) => ({ ...primary, host, port })) },
    },
  }
}
