import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { DocumentCategory, ExpiringCategory, ReadinessState } from '@posted-workers/domain'
import { dateColumn } from '#models/columns/date'
import { jsonColumn } from '#models/columns/json'
import Driver from '#models/driver'
import WorkerContract from '#models/worker_contract'

/**
 * A posting: a driver of the company's roster on one of its contracts (the specification's worker, whose id the
 * worker calls name). The person's fields are the driver's.
 */
export default class Worker extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare companyId: number

  @column()
  declare workerContractId: number

  @column()
  declare driverId: number

  /** In a renewal: the posting of the running contract it continues. */
  @column()
  declare carriedFromWorkerId: number | null

  /** The readiness stored for the days up to `readinessValidThrough` (services/drivers/posting_readiness.ts). */
  @column()
  declare readiness: ReadinessState

  @column(jsonColumn)
  declare readinessMissing: DocumentCategory[] | null

  @column(jsonColumn)
  declare readinessExpiring: ExpiringCategory[] | null

  @column(dateColumn)
  declare notReadySince: string | null

  @column(dateColumn)
  declare readinessValidThrough: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => WorkerContract)
  declare workerContract: BelongsTo<typeof WorkerContract>

  @belongsTo(() => Driver)
  declare driver: BelongsTo<typeof Driver>
}
