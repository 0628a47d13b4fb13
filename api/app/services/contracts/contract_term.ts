/**
 * Contract dates are calendar dates ('YYYY-MM-DD'). A contract starting on S covers 183 days: S .. S + 182.
 * Pure functions with an explicit `today`, so the rules are tested without a clock.
 */
export const CONTRACT_DAYS = 183
import { addDays, daysBetween, isCalendarDate } from '@posted-workers/domain'

export { addDays, daysBetween, isCalendarDate }

export function contractEndDate(startDate: string) {
  return addDays(startDate, CONTRACT_DAYS - 1)
}

/** Days left including today: 1 on the last covered day, 0 once expired. */
export function remainingDays(endDate: string, today: string) {
  return Math.max(0, daysBetween(today, endDate) + 1)
}

export type ContractState = 'scheduled' | 'active' | 'expired'

export function contractState(
  contract: { startDate: string; endDate: string },
  today: string
): ContractState {
  // Checked first: only valid 'YYYY-MM-DD' strings compare in calendar order.
  for (const date of [contract.startDate, contract.endDate, today]) {
    if (!isCalendarDate(date)) throw new TypeError(`Not a calendar date: ${date}`)
  }
  if (today < contract.startDate) return 'scheduled'
  if (today > contract.endDate) return 'expired'
  return 'active'
}

export function todayUtc(now = new Date()) {
  return now.toISOString().slice(0, 10)
}
