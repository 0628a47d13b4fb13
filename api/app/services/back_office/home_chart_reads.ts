import db from '@adonisjs/lucid/services/db'
import { filteredInvoices } from '#services/billing/billing_lists'
import { filteredContracts, readContractFilter } from '#services/contracts/contract_list'

/**
 * The home charts' reads. Each groups by the leading column of the index it follows (a day, a country), so that the
 * database adds up rows in the index's order instead of sorting them by month first (about three times slower at
 * 100,000 contracts); days are added up into months here.
 */

/** The invoices' amounts by month (`YYYY-MM`) of issue, between two days. */
export async function invoicedByMonth(from: string, to: string) {
  const days = (await filteredInvoices({ dateFrom: from, dateTo: to })
    .select('invoices.issue_date as day')
    .sum('invoices.amount_without_tax_cents as withoutTax')
    .sum('invoices.amount_taxes_cents as taxes')
    .groupBy('invoices.issue_date')) as { day: string; withoutTax: string | number; taxes: string | number }[]
  const months = new Map<string, { withoutTax: number; taxes: number }>()
  for (const { day, withoutTax, taxes } of days) {
    const sums = months.get(day.slice(0, 7)) ?? { withoutTax: 0, taxes: 0 }
    months.set(day.slice(0, 7), {
      withoutTax: sums.withoutTax + Number(withoutTax),
      taxes: sums.taxes + Number(taxes),
    })
  }
  return months
}

/** The contracts of a contracts-list filter, counted by a column of worker_contracts. */
export async function contractsBy(filter: Record<string, unknown>, today: string, column: string) {
  const rows = await filteredContracts(readContractFilter(filter), today)
    .select(`worker_contracts.${column} as key`)
    .count('* as total')
    .groupBy(`worker_contracts.${column}`)
  return (rows as { key: string | number; total: number | string }[]).map(({ key, total }) => ({
    key,
    total: Number(total),
  }))
}

/** The representative countries' codes by id (a handful of rows). */
export async function countryCodesById() {
  const rows = await db.from('representative_countries').select('id', 'code')
  return new Map((rows as { id: number; code: string }[]).map(({ id, code }) => [id, code]))
}

/**
 * What the charts read, as of now: it changes with a new invoice (never changed once issued), a new contract (whose
 * dates never change), an audited act (every validation of an order is one: its lines then name their contract) or
 * the day. Three reads of a primary key's end.
 */
export async function chartsVersion(today: string) {
  const [[row]] = (await db.rawQuery(
    'SELECT (SELECT MAX(id) FROM invoices) AS invoice, (SELECT MAX(id) FROM worker_contracts) AS contract, ' +
      '(SELECT MAX(id) FROM audit_logs) AS audit'
  )) as [{ invoice: number | null; contract: number | null; audit: number | null }[]]
  return [today, row.invoice, row.contract, row.audit].join('|')
}
