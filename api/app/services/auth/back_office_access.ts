import type { BackOfficeRole } from '@posted-workers/domain'

/**
 * The back-office routes an accountant may call, by name: the lists and shows of companies, contracts, invoices and
 * credit notes, the lists' exports and the accountant's period documents (README, "Roles"). Reads only: a route
 * named here is let through on GET and HEAD, never on another method. Anything else the admin group serves is the
 * admin's; a route added to the group is refused to accountants until it is named here.
 */
export const ACCOUNTANT_ROUTES: ReadonlySet<string> = new Set([
  'api.admin.companies.index',
  'api.admin.companies.fields',
  'api.admin.companies.show',
  'api.admin.companies.export',
  'api.admin.workerContracts.index',
  'api.admin.workerContracts.export',
  'api.admin.invoices.index',
  'api.admin.invoices.show',
  'api.admin.invoices.export',
  'api.admin.invoices.period.export',
  'api.admin.invoices.pdfArchive.export',
  'api.admin.creditNotes.index',
  'api.admin.creditNotes.show',
  'api.admin.creditNotes.export',
])

const READS = new Set(['GET', 'HEAD'])

/** Whether a back-office role may call the admin group's route `routeName` with `method`. */
export function backOfficeRouteAllowed(
  role: BackOfficeRole | null,
  routeName: string | undefined,
  method: string
): boolean {
  if (role === 'admin') return true
  if (role === 'accountant') {
    return routeName !== undefined && READS.has(method.toUpperCase()) && ACCOUNTANT_ROUTES.has(routeName)
  }
  return false
}
