import db from '@adonisjs/lucid/services/db'
import type Company from '#models/company'
import type User from '#models/user'
import type { PaymentMethod } from '#enums/contract'
import { priceOrderRows, type OrderRowInput } from '#services/purchase/price_order'
import { loadAccountState, renewalRefusal } from '#services/account/account_state'
import { auditOrder, createAccountRequest, lockCompany } from '#services/account/account_requests'
import { assertPaymentMethod, pricedRequestLine } from '#services/requests/create_request'
import { contractState, todayUtc } from '#services/contracts/contract_term'
import { renewalWorkersRefusal } from '#services/contracts/renewal_and_upgrade'
import { BusinessException } from '#exceptions/business_exception'
import { orderTotalsFor } from '#services/billing/order_totals'

const WORKERS_REFUSALS = {
  belowMinimum: 'renewal.belowMinimum',
  unlimitedOnly: 'renewal.unlimitedOnly',
} as const

/**
 * A renewal (API.md, "Renewal rules"), priced like a registration. A row of a country already bought renews its
 * latest contract from the day after it ends; a new country starts on validation day. Created under the company's
 * lock, so a pending request blocks it. An admin's order is audited in the same transaction.
 */
export default class RenewContract {
  async handle(
    company: Company,
    user: User,
    input: { promoCode?: string | null; representativeCountries: OrderRowInput[]; mop: PaymentMethod },
    ip: string
  ) {
    assertPaymentMethod(input.mop)
    return db.transaction(async (trx) => {
      const today = todayUtc()
      const state = await loadAccountState(await lockCompany(company.id, trx), today, trx)
      const refusal = renewalRefusal(state)
      if (refusal) throw new BusinessException(refusal, { status: 400 })
      const { introducer, lines, totals } = await priceOrderRows(
        input.representativeCountries,
        input.promoCode,
        trx
      )

      const sources = lines.map((line, index) => {
        const field = (name: string) => `representativeCountries.${index}.${name}`
        const latest = state.latest.find((contract) => contract.representativeCountryId === line.country.id)
        if (!latest) return null
        if (contractState(latest, today) === 'scheduled') {
          throw new BusinessException('renewal.alreadyRenewed', { field: field('countryCode'), status: 422 })
        }
        const workers = renewalWorkersRefusal(
          latest.allowedNumberOfWorkers,
          line.allowedNumberOfWorkers,
          user.isAdmin
        )
        if (workers) {
          throw new BusinessException(WORKERS_REFUSALS[workers], {
            field: field('numberOfWorkers'),
            status: 422,
            data: { minimum: latest.allowedNumberOfWorkers ?? 0 },
          })
        }
        return latest
      })

      const request = await createAccountRequest(trx, {
        company: state.company,
        user,
        type: 'renewal',
        mop: input.mop,
        introducer,
        totals: await orderTotalsFor(state.company, totals.totalWithoutTaxCents, today, trx),
        lines: lines.map((line, index) => pricedRequestLine(line, sources[index]?.id ?? null)),
      })
      await auditOrder(trx, request, user, ip)
      return request
    })
  }
}
