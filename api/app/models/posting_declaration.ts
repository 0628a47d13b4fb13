import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { DeclarationStatus, TransportOperation, TransportType } from '@posted-workers/domain'
import { dateColumn } from '#models/columns/date'
import { jsonColumn } from '#models/columns/json'

/**
 * A posting declaration made in IMI for one posting (`workerId`) and host country (migration 0035): its dates,
 * plates, kind of transport, IMI number and PDF (a POSTING_DECLARATION document of the posting). Its status changes
 * only through change_declaration_status (domain's transition table); `expired` is computed from its end.
 */
export default class PostingDeclaration extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare workerId: number

  @column()
  declare companyId: number

  @column()
  declare countryCode: string

  @column(dateColumn)
  declare startDate: string

  @column(dateColumn)
  declare endDate: string

  @column(jsonColumn)
  declare plates: string[]

  @column()
  declare transportType: TransportType

  @column(jsonColumn)
  declare operations: TransportOperation[]

  @column()
  declare imiNumber: string | null

  @column()
  declare workerDocumentId: number | null

  @column()
  declare status: DeclarationStatus

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
