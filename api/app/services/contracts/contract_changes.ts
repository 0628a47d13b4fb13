import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { CONTRACT_CHANGES, type ContractChange } from '@posted-workers/domain'
import { dateValue } from '#services/http/list_filters'

/**
 * How a validated order changed a contract, read from the order's line (a line names its contract once its order is
 * validated): a line without a source contract started a new one, a line whose contract is its source raised it in
 * place (an upgrade), any other line renewed its source into a new contract. The line's start date is the day the
 * change took effect: the contract's first day, or the upgrade's.
 */
const LINE_CHANGE_SQL =
  "CASE WHEN worker_request_lines.source_worker_contract_id IS NULL THEN 'new' " +
  'WHEN worker_request_lines.source_worker_contract_id = worker_request_lines.worker_contract_id ' +
  "THEN 'upgrade' ELSE 'renewal' END"

export interface ContractChangeFilter {
  change?: ContractChange
  changeFrom?: string
  changeTo?: string
}

/** The contracts list's `change`, `changeDateFrom` and `changeDateTo`; a value of the wrong shape is ignored. */
export function readContractChangeFilter(filter: Record<string, unknown>): ContractChangeFilter {
  return {
    change: (CONTRACT_CHANGES as readonly unknown[]).includes(filter.change)
      ? (filter.change as ContractChange)
      : undefined,
    changeFrom: dateValue(filter.changeDateFrom),
    changeTo: dateValue(filter.changeDateTo),
  }
}

/** The validated order lines that changed a contract as `change` says (any change when none), in a date window. */
function changeLines(lines: DatabaseQueryBuilderContract, filter: ContractChangeFilter) {
  lines.from('worker_request_lines').whereNotNull('worker_request_lines.worker_contract_id')
  if (filter.change) lines.whereRaw(`${LINE_CHANGE_SQL} = ?`, [filter.change])
  if (filter.changeFrom) lines.where('worker_request_lines.start_date', '>=', filter.changeFrom)
  if (filter.changeTo) lines.where('worker_request_lines.start_date', '<=', filter.changeTo)
  return lines
}

/** Keeps the contracts an order changed as the filter says; nothing when the filter says nothing of changes. */
export function whereContractChanged(query: DatabaseQueryBuilderContract, filter: ContractChangeFilter) {
  if (!filter.change && !filter.changeFrom && !filter.changeTo) return
  query.whereExists((lines) =>
    changeLines(lines, filter).whereColumn('worker_request_lines.worker_contract_id', 'worker_contracts.id')
  )
}

/**
 * New, renewed and upgraded contracts by month (`YYYY-MM`) of the change, between two days. Both reads follow the
 * lines' start-date index in its order (grouping by month would sort every line first): the new and renewed by day,
 * a line each, and the upgrades' contracts, counted once a month however often they were raised.
 */
export async function contractChangesByMonth(from: string, to: string) {
  const window = { changeFrom: from, changeTo: to }
  const [days, upgrades] = await Promise.all([
    changeLines(db.query(), window)
      .select('worker_request_lines.start_date as day')
      .select(db.raw(`SUM((${LINE_CHANGE_SQL}) = 'new') AS created`))
      .select(db.raw(`SUM((${LINE_CHANGE_SQL}) = 'renewal') AS renewed`))
      .groupBy('worker_request_lines.start_date'),
    changeLines(db.query(), { ...window, change: 'upgrade' }).select(
      'worker_request_lines.start_date as day',
      'worker_request_lines.worker_contract_id as contractId'
    ),
  ])
  const months = new Map<string, { new: number; renewal: number; upgrade: Set<number> }>()
  const month = (day: string) => {
    const key = day.slice(0, 7)
    if (!months.has(key)) months.set(key, { new: 0, renewal: 0, upgrade: new Set() })
    return months.get(key)!
  }
  for (const row of days as { day: string; created: number | string; renewed: number | string }[]) {
    month(row.day).new += Number(row.created)
    month(row.day).renewal += Number(row.renewed)
  }
  for (const row of upgrades as { day: string; contractId: number }[])
    month(row.day).upgrade.add(row.contractId)
  return [...months].flatMap(([key, counts]) => [
    { month: key, change: 'new' as const, total: counts.new },
    { month: key, change: 'renewal' as const, total: counts.renewal },
    { month: key, change: 'upgrade' as const, total: counts.upgrade.size },
  ])
}
