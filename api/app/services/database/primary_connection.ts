import type { Database } from '@adonisjs/lucid/database'
import type { MysqlConfig } from '@adonisjs/lucid/types/database'

/** Where the primary database is, for the tools that need a connection of their own (lock, dump, restore). */
export type PrimaryConnection = {
  host?: string
  port?: number
  user?: string
  password?: string
  database: string
  socketPath?: string
}

export function primaryConnection(db: Database): PrimaryConnection {
  const config = db.getRawConnection(db.primaryConnectionName)?.config as MysqlConfig | undefined
  // With read replicas, migrations, dumps and restores go to the primary, the "write" connection.
  const primary = config?.replicas?.write.connection ?? config?.connection
  if (typeof primary !== 'object' || !primary.database) {
    throw new Error(`The "${db.primaryConnectionName}" connection names no database`)
  }
  const { host, port, user, password, database, socketPath } = primary
  return { host, port, user, password, database, socketPath }
}
