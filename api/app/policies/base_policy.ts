import { BasePolicy } from '@adonisjs/bouncer'
import { companyAbilityAllowed, type CompanyAbility } from '@posted-workers/domain'
import type User from '#models/user'

/** Role helpers shared by every policy. */
export default class AppPolicy extends BasePolicy {
  protected isAdmin(user: User) {
    return user.isAdmin
  }

  /** A back-office user, admin or accountant: reads what the admin reads (the admin middleware narrows routes). */
  protected isStaff(user: User) {
    return user.isStaff
  }

  /** A customer reaches only their own company; a back-office user reaches any. */
  protected ownsCompany(user: User, companyId: number | null) {
    return user.isStaff || (companyId !== null && user.companyId === companyId)
  }

  /**
   * What the user's company role allows (packages/domain company_roles.ts: the one table of roles and abilities);
   * an admin may do anything a customer may, but a company's users, which are its owners' to manage (the back-office
   * has the profiles); a back-office accountant what a company's accountant may, in every company (reads).
   */
  protected roleAllows(user: User, ability: CompanyAbility) {
    return companyAbilityAllowed(user, ability)
  }

  /** Their own company's, and their role allows it. */
  protected mayUse(user: User, companyId: number | null, ability: CompanyAbility) {
    return this.ownsCompany(user, companyId) && this.roleAllows(user, ability)
  }
}
