import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { CompanyRole } from '@posted-workers/domain'
import type { Locale } from '#enums/profile'

/** An invitation to join a company with a role: single use, valid 7 days; only the link token's digest is kept. */
export default class CompanyInvitation extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare companyId: number

  @column()
  declare invitedById: number | null

  @column()
  declare email: string

  @column()
  declare companyRole: CompanyRole

  @column()
  declare locale: Locale

  @column({ serializeAs: null })
  declare tokenHash: string

  @column.dateTime()
  declare expiresAt: DateTime

  @column.dateTime()
  declare usedAt: DateTime | null

  /** The user the invitation made. */
  @column()
  declare userId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
