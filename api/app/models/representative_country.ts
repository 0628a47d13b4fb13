import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import RepresentativeCompany from '#models/representative_company'
import WorkerPackage from '#models/worker_package'
import TermsOfSaleVersion from '#models/terms_of_sale_version'
import { jsonColumn } from '#models/columns/json'
import type { DocumentCategory } from '#enums/contract'

export default class RepresentativeCountry extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare code: string

  @column()
  declare name: string

  @column({ consume: (value) => Boolean(value) })
  declare isActive: boolean

  @column({ consume: (value) => Boolean(value) })
  declare isMobilityPackage: boolean

  @column()
  declare unlimitedPackageAmountCents: number

  @column()
  declare workerPackageAmountCents: number

  @column()
  declare representativeCompanyId: number | null

  /** The terms of sale served today in each language; earlier versions stay with the contracts sold under them. */
  @column()
  declare currentTermsFrVersionId: number | null

  @column()
  declare currentTermsPlVersionId: number | null

  /** What a driver posted here must hold; null: the road-transport default (DEFAULT_REQUIRED_CATEGORIES). */
  @column(jsonColumn)
  declare requiredDocumentCategories: DocumentCategory[] | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => RepresentativeCompany)
  declare representativeCompany: BelongsTo<typeof RepresentativeCompany>

  @belongsTo(() => TermsOfSaleVersion, { foreignKey: 'currentTermsFrVersionId' })
  declare currentTermsFr: BelongsTo<typeof TermsOfSaleVersion>

  @belongsTo(() => TermsOfSaleVersion, { foreignKey: 'currentTermsPlVersionId' })
  declare currentTermsPl: BelongsTo<typeof TermsOfSaleVersion>

  @hasMany(() => WorkerPackage, { onQuery: (query) => query.orderBy('position', 'asc') })
  declare workerPackages: HasMany<typeof WorkerPackage>
}
