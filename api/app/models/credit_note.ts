import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { Locale } from '#enums/profile'
import { dateColumn } from '#models/columns/date'
import { jsonColumn } from '#models/columns/json'
import Invoice from '#models/invoice'

export default class CreditNote extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare number: string

  @column()
  declare sequenceYear: number

  @column()
  declare sequenceNumber: number

  @column()
  declare invoiceId: number

  @column()
  declare companyId: number

  @column(dateColumn)
  declare issueDate: string

  @column()
  declare amountCents: number

  @column()
  declare currency: string

  @column()
  declare reason: string | null

  @column()
  declare locale: Locale

  @column()
  declare pdfKey: string | null

  /** The stored PDF of each other language it was downloaded in ({ en: 'invoices/2026/F-….en.pdf' }). */
  @column(jsonColumn)
  declare translatedPdfKeys: Partial<Record<Locale, string>> | null

  @column()
  declare createdByUserId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Invoice)
  declare invoice: BelongsTo<typeof Invoice>
}
