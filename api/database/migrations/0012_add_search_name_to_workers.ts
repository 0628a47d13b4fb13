import { BaseSchema } from '@adonisjs/lucid/schema'
import { foldText } from '#services/text/fold'

/**
 * The workers search ignores case and accents ("zul" finds Żuławski): the collations do not fold ł to l, so each
 * worker keeps its names folded in code (models/worker.ts), filled here for the existing ones.
 */
export default class extends BaseSchema {
  protected tableName = 'workers'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('search_name', 250).notNullable().defaultTo('')
    })

    this.defer(async (db) => {
      const workers: { id: number; first_name: string; last_name: string }[] = await db
        .from(this.tableName)
        .select('id', 'first_name', 'last_name')
      for (const worker of workers) {
        await db
          .from(this.tableName)
          .where('id', worker.id)
          .update({ search_name: foldText(`${worker.first_name} ${worker.last_name}`) })
      }
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('search_name')
    })
  }
}
