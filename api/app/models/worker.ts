import { DateTime } from 'luxon'
import { BaseModel, beforeSave, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import type { Civility } from '#enums/profile'
import { dateColumn } from '#models/columns/date'
import WorkerContract from '#models/worker_contract'
import WorkerDocument from '#models/worker_document'
import { foldText } from '#services/text/fold'

export default class Worker extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare companyId: number

  @column()
  declare workerContractId: number

  /** The driver of the running contract this one was carried over from, in a renewal. */
  @column()
  declare carriedFromWorkerId: number | null

  @column()
  declare civility: Civility

  @column()
  declare firstName: string

  @column()
  declare lastName: string

  /** First and last names folded (no case, no accents, ł as l): what the workers search compares. */
  @column({ serializeAs: null })
  declare searchName: string

  @beforeSave()
  static foldNames(worker: Worker) {
    worker.searchName = foldText(`${worker.firstName} ${worker.lastName}`)
  }

  @column(dateColumn)
  declare dateOfBirth: string

  @column()
  declare cityOfBirth: string

  @column()
  declare countryCodeOfBirth: string

  @column()
  declare countryCodeOfNationality: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => WorkerContract)
  declare workerContract: BelongsTo<typeof WorkerContract>

  @hasMany(() => WorkerDocument)
  declare documents: HasMany<typeof WorkerDocument>
}
