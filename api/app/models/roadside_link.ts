import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { dateColumn } from '#models/columns/date'

/** A posting's roadside link (migration 0034): its token is kept hashed, and encrypted for its owner. */
export default class RoadsideLink extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare workerId: number

  @column()
  declare companyId: number

  @column({ serializeAs: null })
  declare tokenHash: string

  @column({ serializeAs: null })
  declare tokenEncrypted: string

  @column(dateColumn)
  declare expiresOn: string

  @column.dateTime()
  declare revokedAt: DateTime | null

  @column()
  declare createdByUserId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
