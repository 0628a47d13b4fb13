import { BaseModel, column } from '@adonisjs/lucid/orm'
import { dateColumn } from '#models/columns/date'
import { jsonColumn } from '#models/columns/json'
import type { BilledLine } from '#services/billing/invoice_lines'

export default class InvoiceItem extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare invoiceId: number

  @column()
  declare description: string

  /** What a contract line bought, to word it in any language; null for a line typed by an admin. */
  @column(jsonColumn)
  declare billedLine: BilledLine | null

  @column()
  declare representativeCountryCode: string | null

  @column(dateColumn)
  declare periodStart: string | null

  @column(dateColumn)
  declare periodEnd: string | null

  @column()
  declare quantity: number

  @column()
  declare unitAmountCents: number

  @column()
  declare amountCents: number
}
