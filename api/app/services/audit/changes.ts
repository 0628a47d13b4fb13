/**
 * What an update changed, for its audit line: the fields whose value differs, on both sides (`before` and `after`
 * hold the same keys). Values compare as JSON, so lists and nested objects compare by content. Typed by the
 * snapshot's fields, so that the audit fields test reads them (tests/unit/audit/audit_fields.spec.ts).
 */
export function auditChanges<Fields extends Record<string, unknown>>(
  before: Fields,
  after: Fields
): { before: Partial<Fields>; after: Partial<Fields> } {
  const changed = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> }
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) {
      changed.before[key] = before[key] ?? null
      changed.after[key] = after[key] ?? null
    }
  }
  return changed as { before: Partial<Fields>; after: Partial<Fields> }
}
