import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { dateColumn } from '#models/columns/date'
import RepresentativeCountry from '#models/representative_country'
import WorkerContract from '#models/worker_contract'

export default class WorkerRequestLine extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare workerRequestId: number

  @column()
  declare representativeCountryId: number

  @column()
  declare packageSignature: string | null

  @column()
  declare numberOfWorkers: number | null

  @column()
  declare allowedNumberOfWorkers: number | null

  @column()
  declare monthlyAmountCents: number

  @column()
  declare totalAmountCents: number

  @column(dateColumn)
  declare startDate: string | null

  @column(dateColumn)
  declare endDate: string | null

  @column()
  declare sourceWorkerContractId: number | null

  @column()
  declare workerContractId: number | null

  /** The terms of sale it was sold under, per language (null: none were stored for its country). */
  @column()
  declare termsFrVersionId: number | null

  @column()
  declare termsPlVersionId: number | null

  @belongsTo(() => RepresentativeCountry)
  declare representativeCountry: BelongsTo<typeof RepresentativeCountry>

  /** The running contract a renewal or an upgrade refers to. */
  @belongsTo(() => WorkerContract, { foreignKey: 'sourceWorkerContractId' })
  declare sourceWorkerContract: BelongsTo<typeof WorkerContract>
}
