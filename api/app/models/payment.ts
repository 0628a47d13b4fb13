import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { PaymentStatus } from '#enums/contract'
import { jsonColumn } from '#models/columns/json'

export default class Payment extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare workerRequestId: number

  @column()
  declare provider: string

  @column()
  declare status: PaymentStatus

  @column()
  declare amountCents: number

  @column()
  declare currency: string

  @column()
  declare providerTransactionId: string | null

  @column(jsonColumn)
  declare notification: Record<string, unknown> | null

  @column.dateTime()
  declare notifiedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
