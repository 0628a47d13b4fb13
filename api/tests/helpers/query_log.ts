import db from '@adonisjs/lucid/services/db'

/**
 * The SQL statements the database connection runs while `action` runs (knex's `query` event, which a test's global
 * transaction reports too): to check that a list page sends a fixed number of queries whatever its size.
 */
export async function queriesDuring(action: () => Promise<unknown>) {
  const knex = db.connection().getWriteClient()
  const statements: string[] = []
  const listener = (query: { sql: string }) => statements.push(query.sql)
  knex.on('query', listener)
  try {
    await action()
  } finally {
    knex.off('query', listener)
  }
  return statements
}
