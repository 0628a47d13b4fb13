import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import Profile from '#models/profile'
import Company from '#models/company'
import { saveProfile, type ProfileInput } from '#services/profiles/save_profile'
import ProfilePhone from '#models/profile_phone'
import { recordAudit } from '#services/audit/record_audit'
import { auditChanges } from '#services/audit/changes'
import { BusinessException } from '#exceptions/business_exception'
import { isDuplicateKey } from '#services/database/duplicate_key'
import { applyVatEvent } from '#services/companies/vat_status_transitions'

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

const vatNumberTaken = () =>
  new BusinessException('profiles.vatNumberTaken', { field: 'company.vatNumber', status: 422 })

/** What an admin edits of a profile and its company, as its audit line compares it. */
async function snapshot(profile: Profile, company: Company | null, trx: TransactionClientContract) {
  const phone = await ProfilePhone.query({ client: trx })
    .where('profile_id', profile.id)
    .orderBy('position')
    .first()
  return {
    civility: profile.civility,
    firstName: profile.firstName,
    middleName: profile.middleName,
    lastName: profile.lastName,
    position: profile.position,
    phone: phone ? { type: phone.type, number: phone.number } : null,
    ...(company
      ? {
          company: {
            vatNumber: company.vatNumber,
            addressLine1: company.addressLine1,
            addressLine2: company.addressLine2,
            postalCode: company.postalCode,
            city: company.city,
            countryCode: company.countryCode,
          },
        }
      : {}),
  }
}

/**
 * An admin edits a profile and the address and VAT number of its company, in one transaction, audited with the
 * changed fields before and after. A VAT number another company holds is refused (by the companies' unique key when
 * two admins give it to two companies at once).
 */
export default class UpdateProfileAsAdmin {
  async handle(admin: User, profileId: number, input: AdminProfileInput, ip: string) {
    try {
      await this.#update(admin, profileId, input, ip)
    } catch (error) {
      if (isDuplicateKey(error, 'companies_vat_number_unique')) throw vatNumberTaken()
      throw error
    }
  }

  async #update(admin: User, profileId: number, input: AdminProfileInput, ip: string) {
    await db.transaction(async (trx) => {
      const profile = await Profile.query({ client: trx }).where('id', profileId).forUpdate().firstOrFail()
      await profile.load('user')
      const companyId = profile.user.companyId
      const company =
        companyId && input.company
          ? await Company.query({ client: trx }).where('id', companyId).forUpdate().firstOrFail()
          : null
      const before = await snapshot(profile, company, trx)
      await saveProfile(profile, input, trx)

      if (company && input.company) {
        const vatTaken = await Company.query({ client: trx })
          .where('vat_number', input.company.vatNumber)
          .whereNot('id', company.id)
          .first()
        if (vatTaken) throw vatNumberTaken()
        const { address } = input.company
        if (company.vatNumber !== input.company.vatNumber) applyVatEvent(company, { check: null })
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
          payload: auditChanges(before, await snapshot(profile, company, trx)),
          ip,
        },
        trx
      )
    })
  }
}
