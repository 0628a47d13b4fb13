import type { CompanyAbility } from '@posted-workers/domain'
import type User from '#models/user'
import type Company from '#models/company'
import AppPolicy from '#policies/base_policy'

export default class CompanyPolicy extends AppPolicy {
  /** Tenancy: their own company (another's answers 404, see findOwnCompany). */
  view(user: User, company: Company) {
    return this.ownsCompany(user, company.id)
  }

  /** What the user's role in that company allows (a refusal answers 403). */
  use(user: User, company: { id: number }, ability: CompanyAbility) {
    return this.mayUse(user, company.id, ability)
  }
}
