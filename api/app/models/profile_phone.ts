import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { PhoneType } from '#enums/profile'

export default class ProfilePhone extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare profileId: number

  @column()
  declare type: PhoneType

  @column()
  declare number: string

  @column()
  declare position: number
}
