import { BaseSchema } from '@adonisjs/lucid/schema'
import logger from '@adonisjs/core/services/logger'
import { resolveIdentifierClashes } from '#services/auth/identifiers'

interface UserRow {
  id: number
  login: string
  email: string
}

/**
 * Logins and e-mails share one namespace: a user could set their login to another user's e-mail, who could then no
 * longer sign in by e-mail. Every user's identifiers (compared without case or accents) live here under one unique
 * key. Existing clashes are reported and resolved: e-mails are mailboxes and win; a login that clashes is replaced
 * by its user's own e-mail, or suffixed with the user's id when that is taken too.
 */
export default class extends BaseSchema {
  protected tableName = 'user_identifiers'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('identifier', 254).notNullable().unique()
      table.index(['user_id'])
    })

    this.defer(async (db) => {
      const users: UserRow[] = await db.from('users').select('id', 'login', 'email')
      const { identifiers, loginChanges, unresolved } = resolveIdentifierClashes(users)
      for (const change of loginChanges) {
        logger.warn(change, 'user_identifiers: a login used by another account was replaced')
        await db.from('users').where('id', change.userId).update({ login: change.to })
      }
      for (const clash of unresolved) {
        logger.warn(
          clash,
          'user_identifiers: an e-mail used by an earlier account, left for an admin to change'
        )
      }
      const rows = [...identifiers].map(([identifier, userId]) => ({ user_id: userId, identifier }))
      for (let i = 0; i < rows.length; i += 1000) {
        await db.table(this.tableName).multiInsert(rows.slice(i, i + 1000))
      }
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
