import type User from '#models/user'
import AppPolicy from '#policies/base_policy'

export default class RequestPolicy extends AppPolicy {
  /** The back-office list, validation and removal of requests. */
  manage(user: User) {
    return this.isAdmin(user)
  }

  /** A request and its payment page: its company's users, and admins. */
  view(user: User, request: { companyId: number }) {
    return this.ownsCompany(user, request.companyId)
  }
}
