import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { dateColumn } from '#models/columns/date'
import { jsonColumn } from '#models/columns/json'
import Company from '#models/company'
import RepresentativeCountry from '#models/representative_country'
import BusinessIntroducer from '#models/business_introducer'
import WorkerRequest from '#models/worker_request'
import Worker from '#models/worker'
import Invoice from '#models/invoice'

export default class WorkerContract extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare companyId: number

  @column()
  declare representativeCountryId: number

  @column()
  declare workerRequestId: number | null

  @column()
  declare businessIntroducerId: number | null

  @column()
  declare renewedFromContractId: number | null

  @column()
  declare allowedNumberOfWorkers: number | null

  /** The package bought ('w|4', 'f|30'); null: unlimited, or the introducer's per-worker price. */
  @column()
  declare packageSignature: string | null

  @column()
  declare monthlyAmountCents: number

  @column()
  declare totalAmountCents: number

  @column()
  declare totalBillingWithoutTaxCents: number

  @column()
  declare currency: string

  /** The terms of sale it was sold under, per language (null: none were stored for its country). */
  @column()
  declare termsFrVersionId: number | null

  @column()
  declare termsPlVersionId: number | null

  @column(dateColumn)
  declare startDate: string

  @column(dateColumn)
  declare endDate: string

  @column(jsonColumn)
  declare dismissedReminders: number[] | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Company)
  declare company: BelongsTo<typeof Company>

  @belongsTo(() => RepresentativeCountry)
  declare representativeCountry: BelongsTo<typeof RepresentativeCountry>

  @belongsTo(() => BusinessIntroducer)
  declare businessIntroducer: BelongsTo<typeof BusinessIntroducer>

  @belongsTo(() => WorkerRequest)
  declare workerRequest: BelongsTo<typeof WorkerRequest>

  @hasMany(() => Worker)
  declare workers: HasMany<typeof Worker>

  @hasMany(() => Invoice)
  declare invoices: HasMany<typeof Invoice>
}
