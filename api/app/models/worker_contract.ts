import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { afterSave, BaseModel, beforeSave, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { dateColumn } from '#models/columns/date'
import { jsonColumn } from '#models/columns/json'
import Company from '#models/company'
import RepresentativeCountry from '#models/representative_country'
import BusinessIntroducer from '#models/business_introducer'
import WorkerRequest from '#models/worker_request'
import Worker from '#models/worker'
import Invoice from '#models/invoice'
import { storeRenewalLinks } from '#services/contracts/renewal_link'

export default class WorkerContract extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare companyId: number

  @column()
  declare representativeCountryId: number

  @column()
  declare workerRequestId: number | null

  @column()
  declare businessIntroducerId: number | null

  @column()
  declare renewedFromContractId: number | null

  /** The first contract of the same company and country that starts after this one ends (renewal_link.ts). */
  @column()
  declare renewedByContractId: number | null

  @column()
  declare allowedNumberOfWorkers: number | null

  /** The package bought ('w|4', 'f|30'); null: unlimited, or the introducer's per-worker price. */
  @column()
  declare packageSignature: string | null

  @column()
  declare monthlyAmountCents: number

  @column()
  declare totalAmountCents: number

  @column()
  declare totalBillingWithoutTaxCents: number

  @column()
  declare currency: string

  /** The terms of sale it was sold under, per language (null: none were stored for its country). */
  @column()
  declare termsFrVersionId: number | null

  @column()
  declare termsPlVersionId: number | null

  @column(dateColumn)
  declare startDate: string

  @column(dateColumn)
  declare endDate: string

  @column(jsonColumn)
  declare dismissedReminders: number[] | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Company)
  declare company: BelongsTo<typeof Company>

  @belongsTo(() => RepresentativeCountry)
  declare representativeCountry: BelongsTo<typeof RepresentativeCountry>

  @belongsTo(() => BusinessIntroducer)
  declare businessIntroducer: BelongsTo<typeof BusinessIntroducer>

  @belongsTo(() => WorkerRequest)
  declare workerRequest: BelongsTo<typeof WorkerRequest>

  @hasMany(() => Worker)
  declare workers: HasMany<typeof Worker>

  @hasMany(() => Invoice)
  declare invoices: HasMany<typeof Invoice>

  /** A new contract, or one whose dates, company or country changed, links its company's contracts in its country. */
  @beforeSave()
  static noteLinkChange(contract: WorkerContract) {
    const changed = ['startDate', 'endDate', 'companyId', 'representativeCountryId'].some(
      (field) => field in contract.$dirty
    )
    contract.$extras.relink = !contract.$isPersisted || changed
    contract.$extras.previousGroup = contract.$isPersisted
      ? [contract.$original.companyId, contract.$original.representativeCountryId]
      : null
  }

  @afterSave()
  static async linkRenewals(contract: WorkerContract) {
    if (!contract.$extras.relink) return
    await storeRenewalLinks(contract.companyId, contract.representativeCountryId, contract.$trx)
    const previous = contract.$extras.previousGroup as [number, number] | null
    if (
      previous &&
      (previous[0] !== contract.companyId || previous[1] !== contract.representativeCountryId)
    ) {
      await storeRenewalLinks(previous[0], previous[1], contract.$trx)
    }
    // The link as stored, without marking the row changed.
    const stored = await (contract.$trx ?? db.connection())
      .from('worker_contracts')
      .where('id', contract.id)
      .select('renewed_by_contract_id as renewedByContractId')
      .firstOrFail()
    contract.renewedByContractId = stored.renewedByContractId
    contract.$hydrateOriginals()
  }
}
