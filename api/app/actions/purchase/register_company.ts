import Company from '#models/company'
import User from '#models/user'
import { takenIdentifiers } from '#services/auth/user_identifiers'
import { transactionWithRetry } from '#services/database/retry_transaction'
import { orderTotalsFor } from '#services/billing/order_totals'
import { todayUtc } from '#services/contracts/contract_term'
import Profile from '#models/profile'
import ProfilePhone from '#models/profile_phone'
import type { Infer } from '@vinejs/vine/types'
import type { registerValidator } from '#validators/purchase'
import type { Locale } from '#enums/profile'
import { applyVatEvent, type VatCheckOutcome } from '#services/companies/vat_status_transitions'
import { priceOrderRows } from '#services/purchase/price_order'
import { assertPaymentMethod, createRequest, pricedRequestLine } from '#services/requests/create_request'
import { BusinessException } from '#exceptions/business_exception'
import { faultPoint } from '#services/faults/fault_point'

export type RegistrationInput = Infer<typeof registerValidator>

/**
 * A new customer: company, user with profile and phone, and the creation request with its priced country rows,
 * all in one transaction — a failure leaves nothing behind. Each row keeps the terms of sale its country sells
 * under now.
 */
export default class RegisterCompany {
  async handle(input: RegistrationInput, context: { locale: Locale; vat: VatCheckOutcome }) {
    try {
      return await this.#register(input, context)
    } catch (error) {
      // Two registrations racing for the same VAT number or e-mail: the unique keys decide, the loser is told why.
      if ((error as { code?: string }).code !== 'ER_DUP_ENTRY') throw error
      const message = String((error as Error).message)
      if (message.includes('vat_number')) {
        throw new BusinessException('purchase.companyExists', { field: 'company.vatNumber', status: 422 })
      }
      throw new BusinessException('purchase.emailExists', { field: 'profile.email', status: 422 })
    }
  }

  async #register(input: RegistrationInput, context: { locale: Locale; vat: VatCheckOutcome }) {
    assertPaymentMethod(input.mop)
    const { introducer, lines, totals } = await priceOrderRows(input.representativeCountries, input.promoCode)

    return transactionWithRetry(async (trx) => {
      const email = input.profile.email.toLowerCase()
      const vatNumber = input.company.vatNumber
      if (await Company.query({ client: trx }).where('vat_number', vatNumber).first()) {
        throw new BusinessException('purchase.companyExists', { field: 'company.vatNumber', status: 422 })
      }
      if ((await takenIdentifiers([email], null, trx)).length > 0) {
        throw new BusinessException('purchase.emailExists', { field: 'profile.email', status: 422 })
      }

      const { address } = input.company
      const company = new Company().merge({
        name: input.company.name,
        vatNumber,
        addressLine1: address.addressLines[0],
        addressLine2: address.addressLines[1] ?? null,
        postalCode: address.postalCode,
        city: address.city,
        countryCode: address.countryCode,
        size: input.company.size,
        source: 'WORKER',
        // New customers sign the Mobility Package terms when they register.
        migratedToMobilityPacket: true,
      })
      applyVatEvent(company, { check: context.vat, sameNumber: false })
      await company.useTransaction(trx).save()
      const user = await User.create(
        {
          companyId: company.id,
          role: 'customer',
          login: email,
          email,
          password: input.profile.password,
          locale: context.locale,
          isActive: true,
        },
        { client: trx }
      )
      const profile = await Profile.create(
        {
          userId: user.id,
          civility: input.profile.civility,
          firstName: input.profile.firstName,
          lastName: input.profile.lastName,
          position: input.profile.position,
        },
        { client: trx }
      )
      await ProfilePhone.create(
        {
          profileId: profile.id,
          type: input.profile.phone.type,
          number: input.profile.phone.number,
          position: 0,
        },
        { client: trx }
      )

      const request = await createRequest(trx, {
        companyId: company.id,
        userId: user.id,
        type: 'creation',
        mop: input.mop,
        introducer,
        totals: await orderTotalsFor(company, totals.totalWithoutTaxCents, todayUtc(), trx),
        lines: lines.map((line) => pricedRequestLine(line)),
      })
      await faultPoint('registration.beforeCommit')
      return { company, user, request }
    })
  }
}
