import type User from '#models/user'
import AppPolicy from '#policies/base_policy'

/**
 * Posted workers, drivers and their documents: a customer reaches their own company's when their role manages
 * drivers, an admin any.
 */
export default class WorkerPolicy extends AppPolicy {
  manage(user: User, worker: { companyId: number }) {
    return this.mayUse(user, worker.companyId, 'manageDrivers')
  }
}
