import { DateTime } from 'luxon'
import { BaseModel, beforeCreate, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import type { PaymentMethod, RequestStatus, RequestType } from '#enums/contract'
import Company from '#models/company'
import User from '#models/user'
import BusinessIntroducer from '#models/business_introducer'
import WorkerRequestLine from '#models/worker_request_line'
import Payment from '#models/payment'
import { companyNameOf } from '#services/companies/company_name_copies'

export default class WorkerRequest extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare requestId: string

  @column()
  declare companyId: number

  /** The company's name, copied for the back-office list's sort (services/companies/company_name_copies.ts). */
  @column({ serializeAs: null })
  declare companyName: string

  @beforeCreate()
  static async copyCompanyName(request: WorkerRequest) {
    if (!request.companyName) request.companyName = await companyNameOf(request.companyId, request.$trx)
  }

  @column()
  declare userId: number | null

  @column()
  declare type: RequestType

  @column()
  declare status: RequestStatus

  @column()
  declare mop: PaymentMethod

  @column()
  declare businessIntroducerId: number | null

  @column()
  declare promoCode: string | null

  /** What the customer pays, including tax. */
  @column()
  declare amountCents: number

  @column()
  declare amountWithoutTaxCents: number

  @column()
  declare vatCents: number

  /** The VAT rate the order was sold under, in basis points (2000 = 20 %); 0 under reverse charge. */
  @column()
  declare vatRateBasisPoints: number

  @column({ consume: (value) => Boolean(value) })
  declare reverseCharge: boolean

  @column()
  declare currency: string

  @column()
  declare paymentReference: string

  @column.dateTime()
  declare validatedAt: DateTime | null

  @column()
  declare validatedByUserId: number | null

  @column.dateTime()
  declare removedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Company)
  declare company: BelongsTo<typeof Company>

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @belongsTo(() => BusinessIntroducer)
  declare businessIntroducer: BelongsTo<typeof BusinessIntroducer>

  @hasMany(() => WorkerRequestLine)
  declare lines: HasMany<typeof WorkerRequestLine>

  @hasMany(() => Payment)
  declare payments: HasMany<typeof Payment>
}
