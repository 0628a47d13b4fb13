import { DateTime } from 'luxon'
import { BaseModel, beforeCreate, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import type { Locale } from '#enums/profile'
import { dateColumn } from '#models/columns/date'
import { jsonColumn } from '#models/columns/json'
import Company from '#models/company'
import InvoiceItem from '#models/invoice_item'
import CreditNote from '#models/credit_note'
import { foldText } from '#services/text/fold'

export default class Invoice extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare number: string

  @column()
  declare sequenceYear: number

  @column()
  declare sequenceNumber: number

  @column()
  declare companyId: number

  @column()
  declare workerContractId: number | null

  @column()
  declare workerRequestId: number | null

  @column(dateColumn)
  declare issueDate: string

  @column()
  declare customerName: string

  /** The customer's name folded (no case, no accents, ł as l): what the back-office search reads (migration 0029). */
  @column({ serializeAs: null })
  declare customerSearchName: string

  /** An issued invoice never changes: its name is folded once. */
  @beforeCreate()
  static foldCustomerName(invoice: Invoice) {
    invoice.customerSearchName = foldText(invoice.customerName)
  }

  @column()
  declare customerVatNumber: string

  @column()
  declare customerAddress: string

  /** The customer's country, named at the end of `customerAddress` in the invoice's language. */
  @column()
  declare customerCountryCode: string | null

  @column()
  declare sellerVatNumber: string

  @column()
  declare amountWithoutTaxCents: number

  @column()
  declare amountTaxesCents: number

  @column()
  declare amountWithTaxesCents: number

  /** In basis points (2000 = 20 %); 0 under reverse charge. */
  @column()
  declare vatRateBasisPoints: number

  @column({ consume: (value) => Boolean(value) })
  declare reverseCharge: boolean

  @column()
  declare currency: string

  @column()
  declare description: string | null

  @column()
  declare locale: Locale

  @column()
  declare pdfKey: string | null

  /** The stored PDF of each other language it was downloaded in ({ en: 'invoices/2026/F-….en.pdf' }). */
  @column(jsonColumn)
  declare translatedPdfKeys: Partial<Record<Locale, string>> | null

  @column()
  declare createdByUserId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Company)
  declare company: BelongsTo<typeof Company>

  @hasMany(() => InvoiceItem)
  declare items: HasMany<typeof InvoiceItem>

  @hasMany(() => CreditNote)
  declare creditNotes: HasMany<typeof CreditNote>
}
