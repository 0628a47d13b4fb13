import type { AdminHomeAnswer } from '@posted-workers/domain'
import { billingPeriodRange } from '@posted-workers/domain'
import { DEFAULT_REQUEST_STATUS_FILTER } from '#enums/contract'
import { filteredRequests } from '#services/requests/request_list'
import { filteredContracts, readContractFilter } from '#services/contracts/contract_list'
import { filteredCompanies, readCompanyFilter } from '#services/companies/company_list'
import { filteredInvoices } from '#services/billing/billing_lists'
import {
  filteredPostings,
  readComplianceFilter,
  refreshCompliance,
} from '#services/compliance/compliance_list'
import {
  filteredAuthorityRequests,
  readAuthorityRequestFilter,
} from '#services/authority_requests/authority_request_list'

const CURRENCY = 'EUR'

/**
 * The back-office home: what matters today, each count taken with the filter of the list the admin opens from it
 * (the same service as that list), so that the list shows exactly the rows counted.
 */
export async function adminHome(today: string): Promise<AdminHomeAnswer> {
  const requestsFilter = { status: DEFAULT_REQUEST_STATUS_FILTER }
  const contractsFilter = { expiring: true }
  const companiesFilter = { vatStatus: 'unverified' }
  const month = billingPeriodRange(today.slice(0, 7))!
  const invoicesFilter = { dateFrom: month.from, dateTo: month.to }
  const postingsFilter = { readiness: 'not_ready' }
  const postings = readComplianceFilter(postingsFilter)
  const authorityFilter = { overdue: true }
  await refreshCompliance(postings, today)

  const [requests, expiring, unverified, invoices, notReady, overdue] = await Promise.all([
    filteredRequests({ filter: requestsFilter })
      .count('* as total')
      .sum('worker_requests.amount_cents as amount') as Promise<{ total: number; amount: string | null }[]>,
    filteredContracts(readContractFilter(contractsFilter), today).count('* as total'),
    filteredCompanies(readCompanyFilter(companiesFilter)).count('* as total'),
    filteredInvoices(invoicesFilter)
      .count('* as total')
      .sum('invoices.amount_without_tax_cents as withoutTax')
      .sum('invoices.amount_with_taxes_cents as withTaxes'),
    filteredPostings(postings, today).count('* as total'),
    filteredAuthorityRequests(readAuthorityRequestFilter(authorityFilter), today).count('* as total'),
  ])

  return {
    today,
    pendingRequests: {
      count: Number(requests[0].total),
      amountCents: Number(requests[0].amount ?? 0),
      currency: CURRENCY,
      list: { resource: 'requests', filter: requestsFilter },
    },
    expiringContracts: {
      count: Number(expiring[0].total),
      list: { resource: 'workerContracts', filter: contractsFilter },
    },
    unverifiedCompanies: {
      count: Number(unverified[0].total),
      list: { resource: 'companies', filter: companiesFilter },
    },
    invoicesThisMonth: {
      count: Number(invoices[0].total),
      amountWithoutTaxCents: Number(invoices[0].withoutTax ?? 0),
      amountWithTaxesCents: Number(invoices[0].withTaxes ?? 0),
      currency: CURRENCY,
      list: { resource: 'invoices', filter: invoicesFilter },
    },
    notReadyPostings: {
      count: Number(notReady[0].total),
      list: { resource: 'compliance', filter: postingsFilter },
    },
    overdueAuthorityRequests: {
      count: Number(overdue[0].total),
      list: { resource: 'authorityRequests', filter: authorityFilter },
    },
  }
}
