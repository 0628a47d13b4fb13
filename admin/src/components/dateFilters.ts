/**
 * Date filters of the back-office lists come in ranges named `<name>DateFrom` / `<name>DateTo`, or `dateFrom` /
 * `dateTo` for a list of documents with one date ('YYYY-MM-DD'). A date that is not a real calendar day, or a range
 * that ends before it starts, is left out of what the server receives (the specification sends invalid filter dates
 * as empty), and named so that the list can say so.
 */
const isCalendarDate = (value: unknown): value is string => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

const isDateKey = (key: string) => /(^d|D)ate(From|To)$/.test(key)

export interface CheckedDateFilters {
  filter: Record<string, unknown>
  /** The filter keys left out, in the filter's order. */
  ignored: string[]
}

export const checkDateFilters = (filter: Record<string, unknown>): CheckedDateFilters => {
  const kept: Record<string, unknown> = {}
  const ignored: string[] = []
  for (const [key, value] of Object.entries(filter)) {
    if (!isDateKey(key) || value === undefined || value === null || value === '') {
      if (!isDateKey(key)) kept[key] = value
      continue
    }
    if (isCalendarDate(value)) kept[key] = value
    else ignored.push(key)
  }
  for (const key of Object.keys(kept).filter((name) => /(^d|D)ateFrom$/.test(name))) {
    const end = key.replace(/From$/, 'To')
    if (typeof kept[end] === 'string' && (kept[key] as string) > (kept[end] as string)) {
      ignored.push(key, end)
      delete kept[key]
      delete kept[end]
    }
  }
  return { filter: kept, ignored }
}
