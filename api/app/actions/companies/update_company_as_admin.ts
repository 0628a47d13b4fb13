import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import type User from '#models/user'
import Company from '#models/company'
import { recordAudit } from '#services/audit/record_audit'
import { BusinessException } from '#exceptions/business_exception'
import { isDuplicateKey } from '#services/database/duplicate_key'
import type { VatCheckResult } from '#services/vat/types'
import { applyVatEvent } from '#services/companies/vat_status_transitions'
import type { updateCompanyAsAdminValidator } from '#validators/company'

export type AdminCompanyInput = Infer<typeof updateCompanyAsAdminValidator>

const EDITED = [
  'name',
  'vatNumber',
  'addressLine1',
  'addressLine2',
  'postalCode',
  'city',
  'countryCode',
  'web',
  'siret',
] as const

const vatNumberTaken = () =>
  new BusinessException('profiles.vatNumberTaken', { field: 'vatNumber', status: 422 })

function snapshot(company: Company) {
  return Object.fromEntries(EDITED.map((field) => [field, company[field]])) as Pick<
    Company,
    (typeof EDITED)[number]
  >
}

/**
 * An admin edits a company's identity and address. The VAT number's check (`vat`, run by the caller before the
 * transaction: VIES is slow) is kept as the company's proof; a number VIES says is invalid is refused when it is
 * new, and a number another company holds is refused (by the companies' unique key when two admins give it to two
 * companies at once). One transaction, audited with the values before and after.
 */
export default class UpdateCompanyAsAdmin {
  async handle(admin: User, companyId: number, input: AdminCompanyInput, vat: VatCheckResult, ip: string) {
    try {
      return await this.#update(admin, companyId, input, vat, ip)
    } catch (error) {
      if (isDuplicateKey(error, 'companies_vat_number_unique')) throw vatNumberTaken()
      throw error
    }
  }

  #update(admin: User, companyId: number, input: AdminCompanyInput, vat: VatCheckResult, ip: string) {
    return db.transaction(async (trx) => {
      const company = await Company.query({ client: trx }).where('id', companyId).forUpdate().firstOrFail()
      const before = snapshot(company)
      const vatChanged = company.vatNumber !== input.vatNumber
      if (vatChanged && vat.status === 'invalid') {
        throw new BusinessException('purchase.vatInvalid', { field: 'vatNumber', status: 422 })
      }
      const taken = await Company.query({ client: trx })
        .where('vat_number', input.vatNumber)
        .whereNot('id', company.id)
        .first()
      if (taken) throw vatNumberTaken()

      company.merge({
        name: input.name,
        vatNumber: input.vatNumber,
        addressLine1: input.address.addressLines[0],
        addressLine2: input.address.addressLines[1] || null,
        postalCode: input.address.postalCode,
        city: input.address.city,
        countryCode: input.address.countryCode,
        web: input.web || null,
        siret: input.siret || null,
      })
      applyVatEvent(company, { check: vat, sameNumber: !vatChanged })
      await company.save()

      await recordAudit(
        {
          userId: admin.id,
          action: 'company.update',
          subjectType: 'company',
          subjectId: company.id,
          payload: { before, after: snapshot(company), vatStatus: company.vatStatus },
          ip,
        },
        trx
      )
      return company
    })
  }
}
