/**
 * Calendar dates written 'YYYY-MM-DD', counted in whole days (UTC, so no clock change shifts a day). Shared by the
 * contract term, the readiness of a posting and the reminders.
 */
const DAY_MS = 86_400_000

/**
 * The dates already checked, with their time: a list or an export of 300,000 contracts reads the same few thousand
 * days again and again, and checking one costs a parse and a format. Emptied when full, so it stays small.
 */
const checked = new Map<string, number>()
const CHECKED_MAX = 20_000

function toUtc(date: string) {
  const known = checked.get(date)
  if (known !== undefined) return known
  const time = /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T00:00:00Z`) : Number.NaN
  // Date.parse rolls impossible days over (2026-02-30 reads as 2026-03-02): a real date reads back unchanged.
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date) {
    throw new TypeError(`Not a calendar date: ${date}`)
  }
  if (checked.size >= CHECKED_MAX) checked.clear()
  checked.set(date, time)
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

/**
 * The same day `months` months later (or earlier), on the month's last day when it has no such day
 * (2024-02-29 plus 12 months is 2025-02-28; 2026-08-31 plus 6 months is 2027-02-28).
 */
export function addMonths(date: string, months: number) {
  const day = new Date(toUtc(date))
  const target = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months, 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(day.getUTCDate(), lastDay))
  return target.toISOString().slice(0, 10)
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string) {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS)
}

/** The day `count` working days (Monday to Friday) before `date`. */
export function workingDaysBefore(date: string, count: number) {
  let day = date
  let left = count
  while (left > 0) {
    day = addDays(day, -1)
    const weekday = new Date(toUtc(day)).getUTCDay()
    if (weekday !== 0 && weekday !== 6) left -= 1
  }
  return day
}
