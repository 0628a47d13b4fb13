import {
  CONTRACT_CHANGES,
  CURRENCY,
  type AdminHomeChartsAnswer,
  type ContractChange,
} from '@posted-workers/domain'
import { contractChangesByMonth } from '#services/contracts/contract_changes'
import { addDays } from '#services/contracts/contract_term'
import { calendarWeeks, lastMonths } from '#services/back_office/chart_periods'
import {
  chartsVersion,
  contractsBy,
  countryCodesById,
  invoicedByMonth,
} from '#services/back_office/home_chart_reads'

export const CHART_MONTHS = 12
export const ENDING_WINDOW_DAYS = 60

const byChange = <T>(value: (change: ContractChange) => T) =>
  Object.fromEntries(CONTRACT_CHANGES.map((change) => [change, value(change)])) as Record<ContractChange, T>

/** The last answer, with the version of the data it was computed from (the same for every admin and language). */
let latest: { version: string; answer: Promise<AdminHomeChartsAnswer> } | null = null

/**
 * The back-office home's charts. Their reads add up about 200,000 index entries at 100,000 contracts (some 60 ms of
 * the database's time): the answer is computed again only when the data it reads changed (chartsVersion), so that
 * opening the home again reads three ids instead. Calls during a computation share it.
 */
export async function adminHomeCharts(today: string): Promise<AdminHomeChartsAnswer> {
  const version = await chartsVersion(today)
  if (latest?.version !== version) {
    const answer = computeCharts(today)
    latest = { version, answer }
    answer.catch(() => {
      if (latest?.answer === answer) latest = null
    })
  }
  return latest.answer
}

/**
 * Each point counted with the filter of the list it opens (the lists' own services, and for the contracts' changes
 * the rule the contracts list filters with), so that the list shows the rows counted (migration 0030 indexes the
 * invoices' days and the order lines' changes).
 */
async function computeCharts(today: string): Promise<AdminHomeChartsAnswer> {
  const months = lastMonths(today, CHART_MONTHS)
  const weeks = calendarWeeks(today, addDays(today, ENDING_WINDOW_DAYS))
  const first = months[0].from
  const last = months[months.length - 1].to
  const running = { activeDateFrom: today, activeDateTo: today }
  const ending = { endDateFrom: today, endDateTo: weeks[weeks.length - 1].to }

  const [invoiced, changes, countries, endings, codes] = await Promise.all([
    invoicedByMonth(first, last),
    contractChangesByMonth(first, last),
    contractsBy(running, today, 'representative_country_id'),
    contractsBy(ending, today, 'end_date'),
    countryCodesById(),
  ])

  return {
    today,
    currency: CURRENCY,
    invoicedByMonth: months.map(({ month, from, to }) => ({
      month,
      amountWithoutTaxCents: invoiced.get(month)?.withoutTax ?? 0,
      amountTaxesCents: invoiced.get(month)?.taxes ?? 0,
      list: { resource: 'invoices', filter: { dateFrom: from, dateTo: to } },
    })),
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
      .map(({ key, total }) => ({ countryCode: codes.get(Number(key)) ?? String(key), count: total }))
      .sort((a, b) => b.count - a.count || a.countryCode.localeCompare(b.countryCode))
      .map(({ countryCode, count }) => ({
        countryCode,
        count,
        list: { resource: 'workerContracts', filter: { ...running, representativeCountries: [countryCode] } },
      })),
    endingByWeek: weeks.map(({ from, to }) => ({
      from,
      to,
      count: endings
        .filter(({ key }) => String(key) >= from && String(key) <= to)
        .reduce((sum, { total }) => sum + total, 0),
      list: { resource: 'workerContracts', filter: { endDateFrom: from, endDateTo: to } },
    })),
  }
}
