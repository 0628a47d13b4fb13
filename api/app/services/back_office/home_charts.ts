import db from '@adonisjs/lucid/services/db'
import {
  CONTRACT_CHANGES,
  CURRENCY,
  type AdminHomeChartsAnswer,
  type ContractChange,
} from '@posted-workers/domain'
import { filteredInvoices } from '#services/billing/billing_lists'
import { filteredContracts, readContractFilter } from '#services/contracts/contract_list'
import { contractChangesByMonth } from '#services/contracts/contract_changes'
import { addDays } from '#services/contracts/contract_term'
import { calendarWeeks, lastMonths } from '#services/back_office/chart_periods'

export const CHART_MONTHS = 12
export const ENDING_WINDOW_DAYS = 60

/** The invoices' amounts by month (`YYYY-MM`) of issue, between two days. */
async function invoicedByMonth(from: string, to: string) {
  const rows = await filteredInvoices({ dateFrom: from, dateTo: to })
    .select(db.raw("DATE_FORMAT(invoices.issue_date, '%Y-%m') AS month"))
    .sum('invoices.amount_without_tax_cents as withoutTax')
    .sum('invoices.amount_taxes_cents as taxes')
    .groupBy('month')
  return rows as { month: string; withoutTax: string | number | null; taxes: string | number | null }[]
}

/** The contracts of a contracts-list filter, counted by a column. */
async function contractsBy(filter: Record<string, unknown>, today: string, column: string, join = false) {
  const query = filteredContracts(readContractFilter(filter), today)
  if (join) {
    query.join(
      'representative_countries',
      'representative_countries.id',
      'worker_contracts.representative_country_id'
    )
  }
  const rows = await query.select(`${column} as key`).count('* as total').groupBy(column)
  return (rows as { key: string; total: number | string }[]).map(({ key, total }) => ({
    key,
    total: Number(total),
  }))
}

const byChange = <T>(value: (change: ContractChange) => T) =>
  Object.fromEntries(CONTRACT_CHANGES.map((change) => [change, value(change)])) as Record<ContractChange, T>

/**
 * The back-office home's charts, each point counted with the filter of the list it opens (the lists' own services,
 * and for the contracts' changes the rule the contracts list filters with), so that the list shows the rows counted:
 * four grouped reads of indexes (migration 0030 for the invoices' months and the order lines' changes).
 */
export async function adminHomeCharts(today: string): Promise<AdminHomeChartsAnswer> {
  const months = lastMonths(today, CHART_MONTHS)
  const weeks = calendarWeeks(today, addDays(today, ENDING_WINDOW_DAYS))
  const first = months[0].from
  const last = months[months.length - 1].to
  const running = { activeDateFrom: today, activeDateTo: today }
  const ending = { endDateFrom: today, endDateTo: weeks[weeks.length - 1].to }

  const [invoiced, changes, countries, endings] = await Promise.all([
    invoicedByMonth(first, last),
    contractChangesByMonth(first, last),
    contractsBy(running, today, 'representative_countries.code', true),
    contractsBy(ending, today, 'worker_contracts.end_date'),
  ])

  return {
    today,
    currency: CURRENCY,
    invoicedByMonth: months.map(({ month, from, to }) => {
      const sums = invoiced.find((row) => row.month === month)
      return {
        month,
        amountWithoutTaxCents: Number(sums?.withoutTax ?? 0),
        amountTaxesCents: Number(sums?.taxes ?? 0),
        list: { resource: 'invoices', filter: { dateFrom: from, dateTo: to } },
      }
    }),
    contractsByMonth: months.map(({ month, from, to }) => ({
      month,
      counts: byChange(
        (change) => changes.find((row) => row.month === month && row.change === change)?.total ?? 0
      ),
      lists: byChange((change) => ({
        resource: 'workerContracts',
        filter: { change, changeDateFrom: from, changeDateTo: to },
      })),
    })),
    runningByCountry: countries
      .sort((a, b) => b.total - a.total || a.key.localeCompare(b.key))
      .map(({ key, total }) => ({
        countryCode: key,
        count: total,
        list: { resource: 'workerContracts', filter: { ...running, representativeCountries: [key] } },
      })),
    endingByWeek: weeks.map(({ from, to }) => ({
      from,
      to,
      count: endings.filter(({ key }) => key >= from && key <= to).reduce((sum, { total }) => sum + total, 0),
      list: { resource: 'workerContracts', filter: { endDateFrom: from, endDateTo: to } },
    })),
  }
}
