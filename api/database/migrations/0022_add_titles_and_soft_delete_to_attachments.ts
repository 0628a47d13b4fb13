import { BaseSchema } from '@adonisjs/lucid/schema'

const LANGUAGES = [
  ['fr', 'title_fr, title_pl, title_en'],
  ['pl', 'title_pl, title_fr, title_en'],
  ['en', 'title_en, title_fr, title_pl'],
] as const

/**
 * An attachment's title in fr, pl and en (at least one; a reader sees their language, else the first filled in the
 * order fr, pl, en), and its soft deletion (`deleted_at`: customers stop seeing it, its file stays stored).
 * The one title of before was one text for every language: it goes into all three. Each language's displayed
 * title is a stored generated column, indexed behind `deleted_at`, so that a list sorted by title in any language
 * reads the index in order.
 */
export default class extends BaseSchema {
  protected tableName = 'attachments'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('title_fr', 200).nullable()
      table.string('title_pl', 200).nullable()
      table.string('title_en', 200).nullable()
      table.dateTime('deleted_at').nullable()
    })
    this.schema.raw('UPDATE attachments SET title_fr = title, title_pl = title, title_en = title')
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('title')
    })
    for (const [lang, order] of LANGUAGES) {
      this.schema.raw(
        `ALTER TABLE attachments ADD COLUMN sort_title_${lang} VARCHAR(200) ` +
          `GENERATED ALWAYS AS (COALESCE(${order})) STORED`
      )
    }
    this.schema.alterTable(this.tableName, (table) => {
      for (const [lang] of LANGUAGES) {
        table.index(['deleted_at', `sort_title_${lang}`], `attachments_sort_title_${lang}_index`)
      }
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('title', 200).nullable()
    })
    this.schema.raw('UPDATE attachments SET title = COALESCE(title_fr, title_pl, title_en)')
    this.schema.alterTable(this.tableName, (table) => {
      for (const [lang] of LANGUAGES) {
        table.dropIndex([], `attachments_sort_title_${lang}_index`)
        table.dropColumn(`sort_title_${lang}`)
      }
      table.dropColumns('title_fr', 'title_pl', 'title_en', 'deleted_at')
      table.index(['title'])
    })
  }
}
