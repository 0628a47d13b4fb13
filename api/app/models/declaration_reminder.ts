import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { DeclarationReminderStage } from '@posted-workers/domain'
import { dateColumn } from '#models/columns/date'

/** A reminder that a posting declaration ends, claimed once per declaration and stage (migration 0035). */
export default class DeclarationReminder extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare postingDeclarationId: number

  @column()
  declare stage: DeclarationReminderStage

  @column()
  declare companyId: number

  @column(dateColumn)
  declare sentOn: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
