/**
 * The accountant's period: a month (`2026-11`) or a quarter (`2026-Q4`), read by the api's period export and ZIP of
 * PDFs and written by the back-office's period dialog, so that both agree on what a period covers.
 */
export type BillingPeriodChoice = { year: number; month: number } | { year: number; quarter: number }

const PERIOD = /^(\d{4})-(?:(0[1-9]|1[0-2])|Q([1-4]))$/

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** The days of a month: 28 to 31, leap years counted. */
function daysIn(year: number, month: number) {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** The period's text: `2026-11` for a month, `2026-Q4` for a quarter. */
export function billingPeriod(choice: BillingPeriodChoice) {
  const year = String(choice.year).padStart(4, '0')
  return 'month' in choice ? `${year}-${twoDigits(choice.month)}` : `${year}-Q${choice.quarter}`
}

/** The first and last day of a period ('YYYY-MM-DD', both included), or null when it is not one. */
export function billingPeriodRange(period: unknown): { from: string; to: string } | null {
  if (typeof period !== 'string') return null
  const match = PERIOD.exec(period)
  if (!match) return null
  const year = Number(match[1])
  if (year < 1900) return null
  const firstMonth = match[2] ? Number(match[2]) : (Number(match[3]) - 1) * 3 + 1
  const lastMonth = match[2] ? firstMonth : firstMonth + 2
  return {
    from: `${match[1]}-${twoDigits(firstMonth)}-01`,
    to: `${match[1]}-${twoDigits(lastMonth)}-${twoDigits(daysIn(year, lastMonth))}`,
  }
}
