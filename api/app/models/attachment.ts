import { DateTime } from 'luxon'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { localizedTitle, type LocalizedTitles } from '@posted-workers/domain'
import AttachmentCountry from '#models/attachment_country'

/**
 * A document offered to the customers of some representative countries. Deleting it sets `deletedAt`: customers
 * and the back-office's list stop seeing it, its row and stored file stay (what was offered, for the audit log).
 * The database keeps each language's displayed title (`sort_title_<lang>`, generated) for sorting.
 */
export default class Attachment extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare titleFr: string | null

  @column()
  declare titlePl: string | null

  @column()
  declare titleEn: string | null

  @column({ consume: (value) => Boolean(value) })
  declare hasCode: boolean

  @column({ consume: (value) => Boolean(value) })
  declare isActive: boolean

  @column()
  declare fileKey: string

  @column()
  declare fileName: string

  @column.dateTime()
  declare deletedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @hasMany(() => AttachmentCountry)
  declare countries: HasMany<typeof AttachmentCountry>

  /** The title of each language, null where none was written. */
  titles(): LocalizedTitles {
    return { fr: this.titleFr, pl: this.titlePl, en: this.titleEn }
  }

  /** The title a reader of `language` sees (theirs, else the first filled in fr, pl, en order). */
  titleIn(language: string) {
    return localizedTitle(this.titles(), language)
  }
}
