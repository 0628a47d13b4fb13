import { formatDate, type AdminHomeChartsAnswer } from '@posted-workers/domain'

/** A month `YYYY-MM` by its short name and year in the reader's language: "nov. 26", "lis 26", "Nov 26". */
export const monthLabel = (month: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`)
  )

/** A day `YYYY-MM-DD` as DD/MM, as the back-office writes dates without their year. */
export const dayLabel = (day: string) => formatDate(day).slice(0, 5)

/** Euros on an axis, shortened as the language shortens them ("2,4 k", "2.4K", "2,4 tys."). */
export const axisEuros = (euros: number, locale: string) =>
  new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(euros)

/** Each month's amounts in euros, so that the axis steps by round euros (the tooltip writes them to the cent). */
export const invoicedPoints = ({ invoicedByMonth }: AdminHomeChartsAnswer, locale: string) =>
  invoicedByMonth.map(({ month, amountWithoutTaxCents, amountTaxesCents, list }) => ({
    label: monthLabel(month, locale),
    withoutTax: amountWithoutTaxCents / 100,
    taxes: amountTaxesCents / 100,
    list,
  }))

/** Each month's counts by change, side by side, each bar with the list of its own change. */
export const contractPoints = ({ contractsByMonth }: AdminHomeChartsAnswer, locale: string) =>
  contractsByMonth.map(({ month, counts, lists }) => ({
    label: monthLabel(month, locale),
    ...counts,
    lists,
  }))

export const countryPoints = (
  { runningByCountry }: AdminHomeChartsAnswer,
  countryName: (code: string) => string
) =>
  runningByCountry.map(({ countryCode, count, list }) => ({ label: countryName(countryCode), count, list }))

/** Each week by its first day on the axis, and by its two days in the tooltip. */
export const weekPoints = (
  { endingByWeek }: AdminHomeChartsAnswer,
  translate: (key: string, values?: object) => string
) =>
  endingByWeek.map(({ from, to, count, list }) => ({
    label: dayLabel(from),
    range: translate('app.home.charts.week', { from: dayLabel(from), to: dayLabel(to) }),
    count,
    list,
  }))
