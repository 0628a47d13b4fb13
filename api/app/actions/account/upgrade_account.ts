import db from '@adonisjs/lucid/services/db'
import type Company from '#models/company'
import type User from '#models/user'
import type { PaymentMethod } from '#enums/contract'
import type { OrderRowInput } from '#services/purchase/price_order'
import { loadAccountState, upgradeRefusal, type AccountState } from '#services/account/account_state'
import { priceUpgradeRows } from '#services/account/price_upgrade'
import {
  auditOrder,
  createAccountRequest,
  lockCompany,
  orderedRequest,
} from '#services/account/account_requests'
import { assertPaymentMethod } from '#services/requests/create_request'
import { todayUtc } from '#services/contracts/contract_term'
import { BusinessException } from '#exceptions/business_exception'
import { validateRequestInTransaction } from '#services/requests/validate_request'

function assertUpgradeAllowed(state: AccountState) {
  const refusal = upgradeRefusal(state)
  if (refusal) throw new BusinessException(refusal, { status: 400 })
}

/**
 * More workers or more countries on the running contracts (API.md, "Upgrade rules"). The quote and the request
 * price the rows the same way; the request is created under the company's lock, so a pending request blocks it.
 * An admin's order is one audit line in the same transaction (the order's, or its validation's when nothing is due).
 */
export default class UpgradeAccount {
  async quote(company: Company, rows: OrderRowInput[]) {
    const state = await loadAccountState(company, todayUtc())
    assertUpgradeAllowed(state)
    return priceUpgradeRows(state, rows)
  }

  async handle(
    company: Company,
    user: User,
    input: { representativeCountries: OrderRowInput[]; mop: PaymentMethod },
    ip: string
  ) {
    assertPaymentMethod(input.mop)
    return db.transaction(async (trx) => {
      const state = await loadAccountState(await lockCompany(company.id, trx), todayUtc(), trx)
      assertUpgradeAllowed(state)
      const { introducer, rows, totals } = await priceUpgradeRows(state, input.representativeCountries)
      const request = await createAccountRequest(trx, {
        company: state.company,
        user,
        type: 'upgrade',
        mop: input.mop,
        introducer,
        totals,
        lines: rows
          .filter((row) => !row.unchanged)
          .map((row) => ({
            representativeCountryId: row.country.id,
            packageSignature: row.packageSignature,
            numberOfWorkers: row.numberOfWorkers,
            allowedNumberOfWorkers: row.allowedNumberOfWorkers,
            // An upgrade line bills what is added per month; its contract keeps its end date.
            monthlyAmountCents: row.billedMonthlyCents,
            totalAmountCents: row.totalAmountCents,
            endDate: row.endDate,
            sourceWorkerContractId: row.contract?.id ?? null,
          })),
      })
      if (request.amountCents > 0) {
        await auditOrder(trx, request, user, ip)
        return request
      }
      // Nothing to pay (more workers at no extra cost): the upgrade applies at once. An admin's order and its
      // validation are one act, one line; a customer's leaves the system's line of the validation.
      const validation = await validateRequestInTransaction(
        request.id,
        user.isAdmin
          ? {
              validatedByUserId: user.id,
              audit: {
                action: 'request.upgrade',
                ip,
                payload: { ...orderedRequest(request), companyId: request.companyId },
              },
            }
          : {},
        trx
      )
      return validation.request
    })
  }
}
