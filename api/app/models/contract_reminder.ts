import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export default class ContractReminder extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare workerContractId: number

  @column()
  declare daysBefore: number

  @column.dateTime()
  declare sentAt: DateTime
}
