import type User from '#models/user'
import type Company from '#models/company'
import AppPolicy from '#policies/base_policy'

export default class CompanyPolicy extends AppPolicy {
  view(user: User, company: Company) {
    return this.ownsCompany(user, company.id)
  }
}
