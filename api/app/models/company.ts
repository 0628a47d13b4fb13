import { DateTime } from 'luxon'
import { afterSave, BaseModel, beforeSave, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import type { CompanySize, CompanySource, VatStatus } from '#enums/company'
import User from '#models/user'
import WorkerContract from '#models/worker_contract'
import { copyCompanyName } from '#services/companies/company_name_copies'
import { foldText } from '#services/text/fold'
import { writeWords } from '#services/text/search_words'
import db from '@adonisjs/lucid/services/db'

export default class Company extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  /** The name folded (no case, no accents, ł as l): what the back-office searches read (migration 0029). */
  @column({ serializeAs: null })
  declare searchName: string

  @beforeSave()
  static foldName(company: Company) {
    if ('name' in company.$dirty) company.searchName = foldText(company.name)
  }

  @column()
  declare vatNumber: string

  @column()
  declare addressLine1: string

  @column()
  declare addressLine2: string | null

  @column()
  declare postalCode: string

  @column()
  declare city: string

  @column()
  declare countryCode: string

  @column()
  declare size: CompanySize | null

  @column()
  declare source: CompanySource

  @column({ consume: (value) => Boolean(value) })
  declare migratedToMobilityPacket: boolean

  @column()
  declare web: string | null

  @column()
  declare siret: string | null

  @column()
  declare vatStatus: VatStatus

  @column.dateTime()
  declare vatCheckedAt: DateTime | null

  @column()
  declare vatConsultationNumber: string | null

  /** The operator's identity for IMI (migration 0035): its Community licence and a contact in its own country. */
  @column()
  declare communityLicenceNumber: string | null

  @column()
  declare transportContactName: string | null

  @column()
  declare transportContactEmail: string | null

  @column()
  declare transportContactPhone: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @hasMany(() => User)
  declare users: HasMany<typeof User>

  @hasMany(() => WorkerContract)
  declare contracts: HasMany<typeof WorkerContract>

  /**
   * A new name is cut into the words the searches read (search_words.ts), and a rename rewrites the name its requests
   * and profiles keep, in the same transaction.
   */
  @beforeSave()
  static noteRename(company: Company) {
    company.$extras.named = 'name' in company.$dirty
    company.$extras.renamed = company.$isPersisted && company.$extras.named
  }

  @afterSave()
  static async copyName(company: Company) {
    if (company.$extras.named) {
      await writeWords(company.$trx ?? db.connection(), 'company', company.id, [company.searchName])
    }
    if (company.$extras.renamed) await copyCompanyName(company.id, company.name, company.$trx)
  }
}
