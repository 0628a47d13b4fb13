import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { DocumentCategory } from '#enums/contract'
import { dateColumn } from '#models/columns/date'

/**
 * A driver's document: of the person (`workerId` null: an A1, a licence, seen on each of his postings) or of one
 * posting (a work contract, a posting declaration), by its category (domain's documentScope).
 */
export default class WorkerDocument extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare driverId: number

  @column()
  declare workerId: number | null

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

  @column()
  declare documentNumber: string | null

  @column()
  declare issuingCountry: string | null

  @column(dateColumn)
  declare validFrom: string | null

  @column(dateColumn)
  declare validUntil: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
