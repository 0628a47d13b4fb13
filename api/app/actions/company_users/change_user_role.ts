import db from '@adonisjs/lucid/services/db'
import type { CompanyRole } from '@posted-workers/domain'
import type Company from '#models/company'
import { NotFoundException } from '#exceptions/not_found_exception'
import { assertNotLastOwner, findCompanyUser } from '#services/company_users/company_owners'

/** An owner changes the role of one of the company's users; the last owner keeps theirs (422). */
export default class ChangeUserRole {
  async handle(company: Company, userId: unknown, role: CompanyRole) {
    return db.transaction(async (trx) => {
      const user = await findCompanyUser(company.id, userId, trx)
      if (!user) throw new NotFoundException()
      if (role !== 'owner') await assertNotLastOwner(user, trx)
      user.useTransaction(trx)
      user.companyRole = role
      await user.save()
      return user
    })
  }
}
