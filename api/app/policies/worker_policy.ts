import type User from '#models/user'
import AppPolicy from '#policies/base_policy'

/** Posted workers and their documents: a customer reaches their own company's, an admin any. */
export default class WorkerPolicy extends AppPolicy {
  manage(user: User, worker: { companyId: number }) {
    return this.ownsCompany(user, worker.companyId)
  }
}
