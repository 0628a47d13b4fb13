import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { AdminVatCheckAnswer } from '@posted-workers/domain'
import Company from '#models/company'
import VatChecker from '#services/vat/vat_checker'
import { storeCompanyVatCheck } from '#services/vat/store_company_vat_check'

export default class CompanyVatController {
  /**
   * Re-checks a company's VAT number and keeps the outcome and its proof on the company. `status` is this check's
   * outcome; `vatStatus` what the company now has (an outage leaves an earlier valid or invalid answer in place).
   */
  @inject()
  async check(
    { params, auth, bouncer, request }: HttpContext,
    checker: VatChecker
  ): Promise<AdminVatCheckAnswer> {
    const company = await Company.findOrFail(Number(params.id))
    await bouncer.with('CompanyPolicy').authorize('view', company)
    const result = await checker.check(null, company.vatNumber)
    const vatStatus = await storeCompanyVatCheck(company.id, result, {
      userId: auth.getUserOrFail().id,
      ip: request.ip(),
    })
    return {
      valid: result.status !== 'invalid',
      status: result.status,
      vatStatus: vatStatus ?? company.vatStatus,
      vatNumber: result.vatNumber,
      checkedAt: result.checkedAt.toISO(),
      consultationNumber: result.consultationNumber ?? null,
    }
  }
}
