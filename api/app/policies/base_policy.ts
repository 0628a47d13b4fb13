import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'

/** Role helpers shared by every policy. */
export default class AppPolicy extends BasePolicy {
  protected isAdmin(user: User) {
    return user.isAdmin
  }

  /** A customer reaches only their own company; an admin reaches any. */
  protected ownsCompany(user: User, companyId: number | null) {
    return user.isAdmin || (companyId !== null && user.companyId === companyId)
  }
}
