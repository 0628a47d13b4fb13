import { BaseModel, column } from '@adonisjs/lucid/orm'

export default class AttachmentCountry extends BaseModel {
  @column({ isPrimary: true })
  declare attachmentId: number

  @column({ isPrimary: true })
  declare countryCode: string
}
