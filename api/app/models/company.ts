import { DateTime } from 'luxon'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import type { CompanySize, CompanySource, VatStatus } from '#enums/company'
import User from '#models/user'
import WorkerContract from '#models/worker_contract'

export default class Company extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

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

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @hasMany(() => User)
  declare users: HasMany<typeof User>

  @hasMany(() => WorkerContract)
  declare contracts: HasMany<typeof WorkerContract>
}
