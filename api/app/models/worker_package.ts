import { BaseModel, column } from '@adonisjs/lucid/orm'

export default class WorkerPackage extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare representativeCountryId: number | null

  @column()
  declare businessIntroducerId: number | null

  @column()
  declare minWorkers: number

  @column()
  declare maxWorkers: number | null

  @column()
  declare perWorkerAmountCents: number | null

  @column()
  declare fixedAmountCents: number | null

  @column()
  declare position: number
}
