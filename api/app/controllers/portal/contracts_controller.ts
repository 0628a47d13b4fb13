import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import WorkerContract from '#models/worker_contract'
import { findOwnCompany } from '#services/tenancy/find_own_company'
import { findOwnContract } from '#services/tenancy/find_own_contract'
import { presentContract } from '#services/presenters/contract_presenter'
import { presentContractInvoice } from '#services/presenters/invoice_presenter'
import { todayUtc } from '#services/contracts/contract_term'
import { companyContracts, countryInvoices, isRenewed } from '#services/contracts/company_contracts'
import RemindLater from '#actions/contracts/remind_later'
import { NotFoundException } from '#exceptions/not_found_exception'
import { auditedAdmin } from '#services/audit/audited_admin'

export default class ContractsController {
  /** Every contract of the company, most recent first. */
  async index(ctx: HttpContext) {
    const company = await findOwnCompany(ctx, ctx.params.id, 'viewCompany')
    const today = todayUtc()
    const contracts = await companyContracts(company.id)
    return {
      workerContracts: contracts.map(({ contract, renewed }) =>
        presentContract(contract, today, ctx.i18n.locale, renewed)
      ),
    }
  }

  /** "Remind me later" on an expiring contract (own company, or admin). */
  @inject()
  async setDismissedReminders(ctx: HttpContext, action: RemindLater) {
    const contract = await WorkerContract.query()
      .where('id', Number(ctx.params.id))
      .preload('representativeCountry')
      .preload('businessIntroducer')
      .first()
    if (!contract) throw new NotFoundException()
    await findOwnCompany(ctx, contract.companyId, 'placeOrders')
    await action.handle(contract, auditedAdmin(ctx))
    return {
      workerContracts: [presentContract(contract, todayUtc(), ctx.i18n.locale, isRenewed(contract))],
    }
  }

  /** The invoices of the contract's country (own company, or admin), by number descending. */
  async invoices(ctx: HttpContext) {
    const company = await findOwnCompany(ctx, ctx.params.id, 'readBilling')
    const contract = await findOwnContract(company, ctx.params.contractId)
    const invoices = await countryInvoices(contract)
    return {
      invoices: invoices.map((invoice) => presentContractInvoice(invoice, ctx.i18n.locale)),
      isAdmin: Boolean(ctx.auth.user?.isAdmin),
    }
  }
}
