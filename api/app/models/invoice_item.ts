import { BaseModel, column } from '@adonisjs/lucid/orm'
import { dateColumn } from '#models/columns/date'

export default class InvoiceItem extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare invoiceId: number

  @column()
  declare description: string

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
