/**
 * What an update changed, for its audit line: the fields whose value differs, on both sides (`before` and `after`
 * hold the same keys). Values compare as JSON, so lists and nested objects compare by content.
 */
export function auditChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changed = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> }
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) {
      changed.before[key] = before[key] ?? null
      changed.after[key] = after[key] ?? null
    }
  }
  return changed
}
