import { DateTime } from 'luxon'
import {
  afterSave,
  BaseModel,
  beforeCreate,
  beforeSave,
  belongsTo,
  column,
  hasMany,
} from '@adonisjs/lucid/orm'
import db from '@adonisjs/lucid/services/db'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import type { Civility, Position } from '#enums/profile'
import User from '#models/user'
import ProfilePhone from '#models/profile_phone'
import { companyNameOfUser } from '#services/companies/company_name_copies'
import { foldText } from '#services/text/fold'
import { writeWords } from '#services/text/search_words'

export default class Profile extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  /**
   * The user's company's name (null for an admin), copied for the back-office list's sort and search
   * (services/companies/company_name_copies.ts).
   */
  @column({ serializeAs: null })
  declare companyName: string | null

  @beforeCreate()
  static async copyCompanyName(profile: Profile) {
    if (profile.companyName === undefined) {
      profile.companyName = await companyNameOfUser(profile.userId, profile.$trx)
    }
  }

  /**
   * The company's name and the first and last names folded (no case, no accents, ł as l): what the back-office
   * search reads (migration 0029); the company's rename rewrites the first (company_name_copies.ts).
   */
  @column({ serializeAs: null })
  declare companySearchName: string

  @column({ serializeAs: null })
  declare searchName: string

  /** Runs after copyCompanyName: Lucid runs a creation's before-create hooks first. */
  @beforeSave()
  static foldNames(profile: Profile) {
    const renamed = 'firstName' in profile.$dirty || 'lastName' in profile.$dirty
    profile.$extras.named = renamed || 'companyName' in profile.$dirty
    if ('companyName' in profile.$dirty) profile.companySearchName = foldText(profile.companyName ?? '')
    if (renamed) profile.searchName = foldText(`${profile.firstName} ${profile.lastName}`)
  }

  /** The names' words, which the back-office search reads (search_words.ts), in the save's transaction. */
  @afterSave()
  static async writeNameWords(profile: Profile) {
    if (!profile.$extras.named) return
    await writeWords(profile.$trx ?? db.connection(), 'profile', profile.id, [
      profile.companySearchName,
      profile.searchName,
    ])
  }

  @column()
  declare civility: Civility | null

  @column()
  declare firstName: string

  @column()
  declare middleName: string | null

  @column()
  declare lastName: string

  @column()
  declare position: Position | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @hasMany(() => ProfilePhone, { onQuery: (query) => query.orderBy('position', 'asc') })
  declare phones: HasMany<typeof ProfilePhone>

  get displayName() {
    return [this.firstName, this.middleName, this.lastName].filter(Boolean).join(' ')
  }
}
