import { DateTime } from 'luxon'
import { BaseModel, beforeSave, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import type { Civility } from '#enums/profile'
import { dateColumn } from '#models/columns/date'
import Worker from '#models/worker'
import WorkerDocument from '#models/worker_document'
import { driverSearchName, identityKey } from '#services/drivers/identity'

/** A driver who has not been erased: his identity is whole. */
export type IdentifiedDriver = Driver & {
  civility: Civility
  dateOfBirth: string
  cityOfBirth: string
  countryCodeOfBirth: string
  countryCodeOfNationality: string
}

export function isIdentified(driver: Driver): driver is IdentifiedDriver {
  return !driver.erasedAt && Boolean(driver.civility) && Boolean(driver.dateOfBirth)
}

/** A person of a company's roster, posted on its contracts by workers (postings). */
export default class Driver extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare companyId: number

  /** Null once erased, like the birth and nationality below (migration 0040); an erased driver is read nowhere. */
  @column()
  declare civility: Civility | null

  /** Once erased: the pseudonym "Driver" "#<id>". */
  @column()
  declare firstName: string

  @column()
  declare lastName: string

  @column(dateColumn)
  declare dateOfBirth: string | null

  @column()
  declare cityOfBirth: string | null

  @column()
  declare countryCodeOfBirth: string | null

  @column()
  declare countryCodeOfNationality: string | null

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

  /** The day his last removed posting ended (a removed posting leaves no row); see services/privacy/retention.ts. */
  @column(dateColumn)
  declare lastPostingEndedOn: string | null

  /** When his personal data was erased (services/privacy/erase_driver.ts); his postings stay as the contracts' history. */
  @column.dateTime()
  declare erasedAt: DateTime | null

  /** An erased driver keeps the folded copies his erasure wrote (his pseudonym). */
  @beforeSave()
  static foldIdentity(driver: Driver) {
    if (!isIdentified(driver)) return
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
