import { DateTime } from 'luxon'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import AttachmentCountry from '#models/attachment_country'

export default class Attachment extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare title: string

  @column({ consume: (value) => Boolean(value) })
  declare hasCode: boolean

  @column({ consume: (value) => Boolean(value) })
  declare isActive: boolean

  @column()
  declare fileKey: string

  @column()
  declare fileName: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @hasMany(() => AttachmentCountry)
  declare countries: HasMany<typeof AttachmentCountry>
}
