import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'
import { afterSave, BaseModel, beforeSave, belongsTo, column, hasOne } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasOne } from '@adonisjs/lucid/types/relations'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import { ROLES, type Role } from '#enums/roles'
import type { Locale } from '#enums/profile'
import { backOfficeRoleOf, type BackOfficeRole, type CompanyRole } from '@posted-workers/domain'
import Company from '#models/company'
import Profile from '#models/profile'
import { syncIdentifiers } from '#services/auth/user_identifiers'
import { foldText } from '#services/text/fold'

const AuthFinder = withAuthFinder(() => hash.use('scrypt'), {
  uids: ['login', 'email'],
  passwordColumnName: 'password',
})

export default class User extends compose(BaseModel, AuthFinder) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare companyId: number | null

  @column()
  declare role: Role

  /** The user's role in their company (owner, manager, accountant); meaningless for back-office users. */
  @column()
  declare companyRole: CompanyRole

  @column()
  declare login: string

  @column()
  declare email: string

  @column({ serializeAs: null })
  declare password: string

  /** Login and e-mail folded (no case, no accents, ł as l): what the back-office search reads (migration 0029). */
  @column({ serializeAs: null })
  declare searchIdentifiers: string

  @beforeSave()
  static foldIdentifiers(user: User) {
    if ('login' in user.$dirty || 'email' in user.$dirty) {
      user.searchIdentifiers = foldText(`${user.login} ${user.email}`)
    }
  }

  @column()
  declare locale: Locale

  @column({ consume: (value) => Boolean(value) })
  declare isActive: boolean

  @column.dateTime()
  declare lastLoginAt: DateTime | null

  /** The TOTP secret, encrypted with the app key (services/auth/second_factor.ts); null without a second factor. */
  @column({ serializeAs: null })
  declare totpSecret: string | null

  /** A secret being enrolled, encrypted, until a code from it confirms it. */
  @column({ serializeAs: null })
  declare totpPendingSecret: string | null

  @column.dateTime({ serializeAs: null })
  declare totpEnabledAt: DateTime | null

  /** The last accepted time step: a code of this step or an earlier one is refused (used at most once). */
  @column({ serializeAs: null, consume: (value) => (value === null ? null : Number(value)) })
  declare totpLastStep: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Company)
  declare company: BelongsTo<typeof Company>

  @hasOne(() => Profile)
  declare profile: HasOne<typeof Profile>

  /** Logins and e-mails share one namespace (user_identifiers): it follows every save that changes them. */
  @beforeSave()
  static noteIdentifierChange(user: User) {
    user.$extras.identifiersNew = !user.$isPersisted
    user.$extras.identifiersChanged = !user.$isPersisted || 'login' in user.$dirty || 'email' in user.$dirty
  }

  @afterSave()
  static async writeIdentifiers(user: User) {
    if (user.$extras.identifiersChanged) {
      await syncIdentifiers(user, user.$trx, { isNew: user.$extras.identifiersNew === true })
    }
  }

  /** A back-office admin: everything in the back-office. */
  get isAdmin() {
    return this.role === ROLES.admin
  }

  /** A back-office user, admin or accountant (who only reads: services/auth/back_office_access.ts). */
  get isStaff() {
    return this.backOfficeRole !== null
  }

  get backOfficeRole(): BackOfficeRole | null {
    return backOfficeRoleOf(this.role)
  }

  get hasTotp() {
    return this.totpSecret !== null && this.totpEnabledAt !== null
  }

  /** Back-office users must sign in with a second factor: without one they may only enrol (and sign out). */
  get mustEnrolTotp() {
    return this.isStaff && !this.hasTotp
  }
}
