/**
 * An audit line's payload read as rows, for the back-office's detail and the export's text: `before` and `after`
 * (an update) give one row per changed field with both values; `after` alone (a creation) or `before` alone (a
 * deletion) one row per field; the payload's other keys (an export's filter, a check's outcome) are details.
 * Nested objects become dotted fields (`titles.fr`); lists and other values stay values.
 */
export interface AuditChangeRow {
  field: string
  before?: unknown
  after?: unknown
}

export interface AuditPayloadRows {
  changes: AuditChangeRow[]
  details: { field: string; value: unknown }[]
}

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function flatten(value: Json, prefix = ''): [string, unknown][] {
  return Object.entries(value).flatMap(([key, inner]) =>
    isObject(inner) && Object.keys(inner).length > 0
      ? flatten(inner, `${prefix}${key}.`)
      : [[`${prefix}${key}`, inner] as [string, unknown]]
  )
}

export function auditPayloadRows(payload: Json | null | undefined): AuditPayloadRows {
  if (!isObject(payload)) return { changes: [], details: [] }
  const { before, after, ...rest } = payload
  const changes: AuditChangeRow[] = []
  if (isObject(before) && isObject(after)) {
    const old = new Map(flatten(before))
    const updated = new Map(flatten(after))
    for (const field of new Set([...old.keys(), ...updated.keys()])) {
      const was = old.get(field) ?? null
      const is = updated.get(field) ?? null
      if (JSON.stringify(was) !== JSON.stringify(is)) changes.push({ field, before: was, after: is })
    }
  } else if (isObject(after)) {
    changes.push(...flatten(after).map(([field, value]) => ({ field, after: value })))
  } else if (isObject(before)) {
    changes.push(...flatten(before).map(([field, value]) => ({ field, before: value })))
  }
  return { changes, details: flatten(rest).map(([field, value]) => ({ field, value })) }
}
