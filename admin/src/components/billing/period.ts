import { billingPeriod, billingPeriodRange } from '@posted-workers/domain'

export type PeriodKind = 'month' | 'quarter'

/** The period dialog's choice: a month or a quarter of a year (both kept, so that switching back keeps each). */
export interface PeriodForm {
  kind: PeriodKind
  year: number
  month: number
  quarter: number
}

/** The accountant closes the period that just ended: by default the previous month, and its quarter. */
export const defaultPeriodForm = (today: string): PeriodForm => {
  const year = Number(today.slice(0, 4))
  const month = Number(today.slice(5, 7))
  const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 }
  return { kind: 'month', ...previous, quarter: Math.ceil(previous.month / 3) }
}

/** The period the server reads: `2026-11` or `2026-Q4`. */
export const periodOf = (form: PeriodForm) =>
  billingPeriod(
    form.kind === 'month'
      ? { year: form.year, month: form.month }
      : { year: form.year, quarter: form.quarter }
  )

/** The first and last day the chosen period covers. */
export const periodDays = (form: PeriodForm) => billingPeriodRange(periodOf(form))!

/** This year and the five before it, newest first. */
export const periodYears = (today: string) =>
  Array.from({ length: 6 }, (_, index) => Number(today.slice(0, 4)) - index)

/** A month's name in the language, as a date picker writes it (January, styczeń, janvier). */
export const monthName = (month: number, locale: string) => {
  const name = new Date(Date.UTC(2000, month - 1, 1)).toLocaleString(locale, {
    month: 'long',
    timeZone: 'UTC',
  })
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)
}
