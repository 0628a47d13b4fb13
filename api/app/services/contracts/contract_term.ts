/**
 * Contract dates are calendar dates ('YYYY-MM-DD'). A contract starting on S covers 183 days: S .. S + 182.
 * Pure functions with an explicit `today`, so the rules are tested without a clock.
 */
export const CONTRACT_DAYS = 183
const DAY_MS = 86_400_000

function toUtc(date: string) {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T00:00:00Z`) : Number.NaN
  // Date.parse rolls impossible days over (2026-02-30 reads as 2026-03-02): a real date reads back unchanged.
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date) {
    throw new TypeError(`Not a calendar date: ${date}`)
  }
  return time
}

/** Whether `value` is a real calendar date written 'YYYY-MM-DD' (2026-02-30 is not). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    toUtc(value)
    return true
  } catch {
    return false
  }
}

export function addDays(date: string, days: number) {
  return new Date(toUtc(date) + days * DAY_MS).toISOString().slice(0, 10)
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string) {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS)
}

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
  for (const date of [contract.startDate, contract.endDate, today]) toUtc(date)
  if (today < contract.startDate) return 'scheduled'
  if (today > contract.endDate) return 'expired'
  return 'active'
}

export function todayUtc(now = new Date()) {
  return now.toISOString().slice(0, 10)
}
