import { DateTime } from 'luxon'
import { BaseModel, beforeSave, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import type { Civility } from '#enums/profile'
import { dateColumn } from '#models/columns/date'
import Worker from '#models/worker'
import WorkerDocument from '#models/worker_document'
import { driverSearchName, identityKey } from '#services/drivers/identity'

/** A person of a company's roster, posted on its contracts by workers (postings). */
export default class Driver extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare companyId: number

  @column()
  declare civility: Civility

  @column()
  declare firstName: string

  @column()
  declare lastName: string

  @column(dateColumn)
  declare dateOfBirth: string

  @column()
  declare cityOfBirth: string

  @column()
  declare countryCodeOfBirth: string

  @column()
  declare countryCodeOfNationality: string

  /** What IMI asks of the driver (migration 0035): home address, licence, card, employment contract. */
  @column()
  declare addressLine1: string | null

  @column()
  declare addressLine2: string | null

  @column()
  declare postalCode: string | null

  @column()
  declare city: string | null

  @column()
  declare addressCountryCode: string | null

  @column()
  declare licenceNumber: string | null

  @column()
  declare licenceCountryCode: string | null

  @column()
  declare driverCardNumber: string | null

  @column(dateColumn)
  declare employmentStartDate: string | null

  @column()
  declare employmentLawCountryCode: string | null

  /** First and last names folded (no case, no accents, ł as l): what the searches compare. */
  @column({ serializeAs: null })
  declare searchName: string

  /** Last name, first name and date of birth folded: unique in the company (identity.ts). */
  @column({ serializeAs: null })
  declare identityKey: string

  @beforeSave()
  static foldIdentity(driver: Driver) {
    driver.searchName = driverSearchName(driver)
    driver.identityKey = identityKey(driver)
  }

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @hasMany(() => Worker)
  declare postings: HasMany<typeof Worker>

  @hasMany(() => WorkerDocument)
  declare documents: HasMany<typeof WorkerDocument>
}
