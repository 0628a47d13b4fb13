type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Nested objects as dotted keys (`titles.fr`); lists and scalars are values. */
function flatten(value: Json, prefix = ''): [string, unknown][] {
  return Object.entries(value).flatMap(([key, inner]) =>
    isObject(inner) ? flatten(inner, `${prefix}${key}.`) : [[`${prefix}${key}`, inner] as [string, unknown]]
  )
}

function valueText(value: unknown) {
  if (value === null || value === undefined) return '∅'
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/**
 * An audit line's payload as one text, for a spreadsheet cell: `field: before → after` per changed field for an
 * update, `field: value` for a creation (`after`) or a deletion (`before`), the other fields as `field: value`,
 * one per line.
 */
export function auditChangesText(payload: Json | null): string {
  if (!payload) return ''
  const { before, after, ...rest } = payload
  const lines: string[] = []
  if (isObject(before) && isObject(after)) {
    const old = new Map(flatten(before))
    const updated = new Map(flatten(after))
    for (const key of new Set([...old.keys(), ...updated.keys()])) {
      const was = old.get(key)
      const is = updated.get(key)
      if (JSON.stringify(was) !== JSON.stringify(is))
        lines.push(`${key}: ${valueText(was)} → ${valueText(is)}`)
    }
  } else {
    for (const side of [before, after]) {
      if (isObject(side)) lines.push(...flatten(side).map(([key, value]) => `${key}: ${valueText(value)}`))
    }
  }
  lines.push(...flatten(rest).map(([key, value]) => `${key}: ${valueText(value)}`))
  return lines.join('\n')
}
