/**
 * The audit payload of an update: the fields whose value changed, before and after (compared as JSON, so that
 * packages and nested blocks compare by content).
 */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changed = Object.keys(after).filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field])
  )
  return {
    before: Object.fromEntries(changed.map((field) => [field, before[field]])),
    after: Object.fromEntries(changed.map((field) => [field, after[field]])),
  }
}
