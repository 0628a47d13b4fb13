import mysql, { type RowDataPacket } from 'mysql2/promise'
import type { PrimaryConnection } from '#services/database/primary_connection'

/**
 * What a backup and a restore ask of the database itself, on one connection of their own: the session settings
 * and the snapshot below must hold across statements, which a pool does not promise.
 */
export async function withConnection<T>(
  connection: PrimaryConnection,
  work: (client: mysql.Connection) => Promise<T>
) {
  const client = await mysql.createConnection(connection)
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

async function tables(client: mysql.Connection) {
  const [rows] = await client.query<RowDataPacket[]>(
    `SELECT table_name AS name, table_type AS type FROM information_schema.tables
     WHERE table_schema = DATABASE() ORDER BY table_name`
  )
  return rows.map((row) => ({ name: String(row.name), view: row.type === 'VIEW' }))
}

export async function isEmpty(client: mysql.Connection) {
  return (await tables(client)).length === 0
}

/**
 * Rows per table, all counted in one snapshot. Taken beside the dump (which has a snapshot of its own): exact on
 * a quiet database, within the writes of those few seconds on a busy one.
 */
export async function rowCounts(client: mysql.Connection) {
  const counts: Record<string, number> = {}
  await client.query('START TRANSACTION WITH CONSISTENT SNAPSHOT, READ ONLY')
  try {
    for (const table of await tables(client)) {
      if (table.view) continue
      const [rows] = await client.query<RowDataPacket[]>('SELECT COUNT(*) AS count FROM ??', [table.name])
      counts[table.name] = Number(rows[0].count)
    }
  } finally {
    await client.query('COMMIT')
  }
  return counts
}

/** Drops every table and view, so that a restore leaves nothing newer than the backup behind. */
export async function dropEverything(client: mysql.Connection) {
  const all = await tables(client)
  await client.query('SET FOREIGN_KEY_CHECKS = 0')
  for (const { name, view } of all) await client.query(view ? 'DROP VIEW ??' : 'DROP TABLE ??', [name])
  await client.query('SET FOREIGN_KEY_CHECKS = 1')
}
