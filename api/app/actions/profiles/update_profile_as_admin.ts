import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import Profile from '#models/profile'
import Company from '#models/company'
import { saveProfile, type ProfileInput } from '#actions/profiles/save_profile'
import { recordAudit } from '#services/audit/record_audit'
import { BusinessException } from '#exceptions/business_exception'

export interface AdminProfileInput extends ProfileInput {
  company?: {
    vatNumber: string
    address: {
      addressLines: [string, (string | null)?]
      postalCode: string
      city: string
      countryCode: string
    }
  }
}

/**
 * An admin edits a profile and the address and VAT number of its company, in one transaction, audited.
 */
export default class UpdateProfileAsAdmin {
  async handle(admin: User, profileId: number, input: AdminProfileInput, ip: string) {
    await db.transaction(async (trx) => {
      const profile = await Profile.query({ client: trx }).where('id', profileId).forUpdate().firstOrFail()
      await profile.load('user')
      await saveProfile(profile, input, trx)

      const companyId = profile.user.companyId
      if (companyId && input.company) {
        const company = await Company.query({ client: trx }).where('id', companyId).forUpdate().firstOrFail()
        const vatTaken = await Company.query({ client: trx })
          .where('vat_number', input.company.vatNumber)
          .whereNot('id', company.id)
          .first()
        if (vatTaken) {
          throw new BusinessException('profiles.vatNumberTaken', { field: 'company.vatNumber', status: 422 })
        }
        const { address } = input.company
        if (company.vatNumber !== input.company.vatNumber) {
          company.merge({ vatStatus: 'unchecked', vatCheckedAt: null, vatConsultationNumber: null })
        }
        company.merge({
          vatNumber: input.company.vatNumber,
          addressLine1: address.addressLines[0],
          addressLine2: address.addressLines[1] ?? null,
          postalCode: address.postalCode,
          city: address.city,
          countryCode: address.countryCode,
        })
        await company.save()
      }

      await recordAudit(
        {
          userId: admin.id,
          action: 'profile.update',
          subjectType: 'profile',
          subjectId: profile.id,
          payload: { ...input },
          ip,
        },
        trx
      )
    })
  }
}
