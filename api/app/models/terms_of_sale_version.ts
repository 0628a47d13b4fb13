import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { dateColumn } from '#models/columns/date'
import type { TermsLanguage } from '#services/pdf/terms_of_sale_pdf'

/**
 * One stored terms-of-sale PDF of a country in one language. Never changed nor deleted: a new upload adds a
 * version, and the request lines and contracts sold under this one keep pointing to it.
 */
export default class TermsOfSaleVersion extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare representativeCountryId: number

  @column()
  declare language: TermsLanguage

  @column()
  declare storageKey: string

  @column()
  declare fileName: string

  /** null for the files stored before versions were recorded. */
  @column()
  declare sizeBytes: number | null

  @column()
  declare uploadedByUserId: number | null

  /** The edition of the product's text it was generated from ('YYYY-MM-DD'); null for an uploaded file. */
  @column(dateColumn)
  declare generatedEdition: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
