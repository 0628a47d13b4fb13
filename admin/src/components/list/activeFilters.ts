/** How many filters of a list are in force: those with a value (an empty text, list or `false` switch is none). */
export function countActiveFilters(filterValues: Record<string, unknown>): number {
  return Object.values(filterValues).filter((value) => {
    if (value === undefined || value === null || value === '' || value === false) return false
    if (Array.isArray(value)) return value.length > 0
    if (typeof value === 'object') return countActiveFilters(value as Record<string, unknown>) > 0
    return true
  }).length
}
