import type User from '#models/user'
import AppPolicy from '#policies/base_policy'

/** Invoices and credit notes: a customer reaches their own company's documents, an admin any. */
export default class InvoicePolicy extends AppPolicy {
  /** Tenancy only: the role is checked after it (findOwnCompany's 404 before the role's 403). */
  download(user: User, document: { companyId: number }) {
    return this.ownsCompany(user, document.companyId)
  }

  /** Invoices and credit notes added by hand: the back-office's. */
  issue(user: User) {
    return this.isAdmin(user)
  }
}
