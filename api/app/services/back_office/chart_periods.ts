import { billingPeriodRange } from '@posted-workers/domain'
import { addDays } from '#services/contracts/contract_term'

/** The `count` calendar months up to today's, oldest first, each with its first and last day. */
export function lastMonths(today: string, count: number) {
  const year = Number(today.slice(0, 4))
  const month = Number(today.slice(5, 7))
  return Array.from({ length: count }, (_, index) => {
    const shifted = year * 12 + (month - 1) - (count - 1 - index)
    const period = `${Math.floor(shifted / 12)}-${String((shifted % 12) + 1).padStart(2, '0')}`
    return { month: period, ...billingPeriodRange(period)! }
  })
}

/** Monday of a day's calendar week (days are UTC calendar days). */
function mondayOf(day: string) {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  return addDays(day, -((weekday + 6) % 7))
}

/** The calendar weeks (Monday to Sunday) from `from` to `to`, the first and the last cut to those days. */
export function calendarWeeks(from: string, to: string) {
  const weeks: { from: string; to: string }[] = []
  for (let monday = mondayOf(from); monday <= to; monday = addDays(monday, 7)) {
    const sunday = addDays(monday, 6)
    weeks.push({ from: monday < from ? from : monday, to: sunday > to ? to : sunday })
  }
  return weeks
}
