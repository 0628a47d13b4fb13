import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { DocumentCategory } from '#enums/contract'

export default class WorkerDocument extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare workerId: number

  @column()
  declare fileName: string

  @column()
  declare category: DocumentCategory

  @column()
  declare mime: string | null

  @column()
  declare sizeBytes: number

  @column()
  declare fileKey: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
