import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { DocumentReminderStage } from '@posted-workers/domain'
import { dateColumn } from '#models/columns/date'

/** A reminder that a driver's document ends, claimed once per document and stage (migration 0032). */
export default class DocumentReminder extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare workerDocumentId: number

  @column()
  declare stage: DocumentReminderStage

  @column()
  declare companyId: number

  @column(dateColumn)
  declare sentOn: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
