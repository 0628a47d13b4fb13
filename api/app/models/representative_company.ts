import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { PhoneType } from '#enums/profile'
import { dateColumn } from '#models/columns/date'

export default class RepresentativeCompany extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column()
  declare addressLine1: string | null

  @column()
  declare addressLine2: string | null

  @column()
  declare postalCode: string | null

  @column()
  declare city: string | null

  @column()
  declare countryCode: string | null

  @column()
  declare phoneType: PhoneType

  @column()
  declare phoneNumber: string

  @column()
  declare email: string

  @column()
  declare siret: string | null

  @column()
  declare siren: string | null

  @column()
  declare vatNumber: string | null

  @column()
  declare fiscalCode: string | null

  @column()
  declare personalIdentificationNumber: string | null

  @column()
  declare contactName: string

  @column(dateColumn)
  declare contactDateOfBirth: string

  @column()
  declare contactCityOfBirth: string

  @column()
  declare contactCountryOfBirth: string

  @column()
  declare contactNationality: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
