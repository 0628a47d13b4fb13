import db from '@adonisjs/lucid/services/db'
import type Company from '#models/company'
import { NotFoundException } from '#exceptions/not_found_exception'
import { assertNotLastOwner, findCompanyUser } from '#services/company_users/company_owners'
import { endOtherSessions } from '#services/auth/user_sessions'

/**
 * An owner removes one of the company's users: the account is deactivated (its orders and history keep their
 * author) and its sessions end. The last owner cannot be removed (422).
 */
export default class RemoveUser {
  async handle(company: Company, userId: unknown) {
    const user = await db.transaction(async (trx) => {
      const found = await findCompanyUser(company.id, userId, trx)
      if (!found) throw new NotFoundException()
      await assertNotLastOwner(found, trx)
      found.useTransaction(trx)
      found.isActive = false
      await found.save()
      return found
    })
    await endOtherSessions(user.id)
  }
}
