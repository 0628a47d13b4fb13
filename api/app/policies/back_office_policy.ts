import type User from '#models/user'
import AppPolicy from '#policies/base_policy'

/** The back-office's companies, contracts, introducers and exports: admins, and the reads an accountant may. */
export default class BackOfficePolicy extends AppPolicy {
  manage(user: User) {
    return this.isAdmin(user)
  }

  /** The lists and shows an accountant reads too (the admin middleware lets them through by route). */
  read(user: User) {
    return this.isStaff(user)
  }

  /** The lists' exports and the period documents: which of them an accountant may is the admin middleware's. */
  export(user: User) {
    return this.isStaff(user)
  }
}
