import type { HttpContext } from '@adonisjs/core/http'
import WorkerContract from '#models/worker_contract'
import Invoice from '#models/invoice'
import { findOwnCompany } from '#services/tenancy/find_own_company'
import { presentContract } from '#services/presenters/contract_presenter'
import { presentContractInvoice } from '#services/presenters/invoice_presenter'
import { contractState, remainingDays, todayUtc } from '#services/contracts/contract_term'
import { remindLater } from '#services/contracts/reminders'
import { NotFoundException } from '#exceptions/not_found_exception'

export default class ContractsController {
  /** Every contract of the company, most recent first. */
  async index(ctx: HttpContext) {
    const company = await findOwnCompany(ctx, ctx.params.id)
    const contracts = await WorkerContract.query()
      .where('company_id', company.id)
      .preload('representativeCountry')
      .preload('businessIntroducer')
      .orderBy('start_date', 'desc')
      .orderBy('id', 'desc')
    const today = todayUtc()
    const renewed = (contract: WorkerContract) =>
      contracts.some(
        (other) =>
          other.representativeCountryId === contract.representativeCountryId &&
          other.startDate > contract.endDate
      )
    return {
      workerContracts: contracts.map((contract) => presentContract(contract, today, renewed(contract))),
    }
  }

  /** "Remind me later" on an expiring contract: the reminder days are computed here, not taken from the client. */
  async setDismissedReminders(ctx: HttpContext) {
    const contract = await WorkerContract.query()
      .where('id', Number(ctx.params.id))
      .preload('representativeCountry')
      .preload('businessIntroducer')
      .first()
    if (!contract) throw new NotFoundException()
    await findOwnCompany(ctx, contract.companyId)
    const today = todayUtc()
    if (contractState(contract, today) === 'active') {
      contract.dismissedReminders = remindLater(
        contract.dismissedReminders,
        remainingDays(contract.endDate, today)
      )
      await contract.save()
    }
    const later = await WorkerContract.query()
      .where('company_id', contract.companyId)
      .where('representative_country_id', contract.representativeCountryId)
      .where('start_date', '>', contract.endDate)
      .first()
    return { workerContracts: [presentContract(contract, today, Boolean(later))] }
  }

  /**
   * The invoices of a contract's country with their credit notes, by number descending: those of this contract and
   * of the company's other contracts in the same country (a tab shows the most recent contract, and the invoices of
   * the ones it renewed must stay reachable).
   */
  async invoices(ctx: HttpContext) {
    const company = await findOwnCompany(ctx, ctx.params.id)
    const contract = await WorkerContract.query()
      .where('id', Number(ctx.params.contractId))
      .where('company_id', company.id)
      .first()
    if (!contract) throw new NotFoundException()
    const invoices = await Invoice.query()
      .whereIn(
        'worker_contract_id',
        WorkerContract.query()
          .select('id')
          .where('company_id', company.id)
          .where('representative_country_id', contract.representativeCountryId)
      )
      .preload('creditNotes', (notes) =>
        notes.orderBy('sequence_year', 'desc').orderBy('sequence_number', 'desc')
      )
      .orderBy('sequence_year', 'desc')
      .orderBy('sequence_number', 'desc')
    return {
      invoices: invoices.map((invoice) => presentContractInvoice(invoice, ctx.i18n.locale)),
      isAdmin: Boolean(ctx.auth.user?.isAdmin),
    }
  }
}
