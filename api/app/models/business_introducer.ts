import { DateTime } from 'luxon'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import WorkerPackage from '#models/worker_package'

export default class BusinessIntroducer extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare code: string

  @column()
  declare name: string

  @column({ consume: (value) => Boolean(value) })
  declare isActive: boolean

  @column({ consume: (value) => Boolean(value) })
  declare isNumberOfWorkersNeeded: boolean

  @column()
  declare unlimitedPackageAmountCents: number

  @column()
  declare workerPackageAmountCents: number | null

  @column()
  declare workerPackageMaxNumberOfWorker: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @hasMany(() => WorkerPackage, { onQuery: (query) => query.orderBy('position', 'asc') })
  declare workerPackages: HasMany<typeof WorkerPackage>
}
