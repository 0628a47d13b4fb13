import type { AdminHomeAnswer, AdminListLink } from '@posted-workers/domain'

/** The cards of the home, in order: the answer's key, and its label under `app.home.`. */
export const HOME_CARDS = [
  'pendingRequests',
  'expiringContracts',
  'unverifiedCompanies',
  'invoicesThisMonth',
  'notReadyPostings',
  'overdueAuthorityRequests',
] as const satisfies readonly (keyof AdminHomeAnswer)[]

export const HOME_LABELS: Record<(typeof HOME_CARDS)[number], string> = {
  pendingRequests: 'app.home.pending_requests',
  expiringContracts: 'app.home.expiring_contracts',
  unverifiedCompanies: 'app.home.unverified_companies',
  invoicesThisMonth: 'app.home.invoices_this_month',
  notReadyPostings: 'app.home.not_ready_postings',
  overdueAuthorityRequests: 'app.home.overdue_authority_requests',
}

/** Where a count or a chart's point opens its list with the server's filter, as react-admin reads a list's URL. */
export const listLink = ({ list }: { list: AdminListLink }) =>
  `/${list.resource}?${new URLSearchParams({ filter: JSON.stringify(list.filter) })}`
