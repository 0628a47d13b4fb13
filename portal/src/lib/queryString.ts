/**
 * A list call's query string ('?filter=now&page=2'), the empty values (no search typed, no state chosen) left out;
 * nothing at all when every value is empty.
 */
export function queryString(params: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) {
    const text =
      typeof value === 'string' ? value.trim() : value === null || value === undefined ? '' : String(value)
    if (text !== '') query.set(name, text)
  }
  const text = query.toString()
  return text ? `?${text}` : ''
}
