import type User from '#models/user'
import AppPolicy from '#policies/base_policy'

/** The back-office's companies, contracts, introducers and exports: admins only. */
export default class BackOfficePolicy extends AppPolicy {
  manage(user: User) {
    return this.isAdmin(user)
  }

  export(user: User) {
    return this.isAdmin(user)
  }
}
