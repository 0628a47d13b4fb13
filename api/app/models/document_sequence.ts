import { BaseModel, column } from '@adonisjs/lucid/orm'

export default class DocumentSequence extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare type: 'invoice' | 'credit_note'

  @column()
  declare year: number

  @column()
  declare lastNumber: number
}
