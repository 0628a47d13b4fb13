import { auditLabelled, auditPayloadTexts, type AuditLabels, type AuditText } from '@posted-workers/domain'

// A list's items in one cell: a semicolon, as an item of objects already separates its fields with commas.
const cellText = (value: AuditText) => (Array.isArray(value) ? value.join('; ') : value)

/**
 * An audit line's payload as one text, for a spreadsheet cell, one field per line, written as the back-office's
 * detail writes it (packages/domain `auditPayloadTexts`): `label: before → after` for an update, `label: value` for
 * a creation or a deletion, then the payload's other fields.
 */
export function auditChangesText(payload: Record<string, unknown> | null, labels: AuditLabels): string {
  const { changes, details } = auditPayloadTexts(payload, labels)
  const line = (label: string, text: string) => auditLabelled(label, text, labels.locale)
  return [
    ...changes.map(({ label, before, after }) =>
      before !== undefined && after !== undefined
        ? line(label, `${cellText(before)} → ${cellText(after)}`)
        : line(label, cellText(before ?? after ?? ''))
    ),
    ...details.map(({ label, value }) => line(label, cellText(value))),
  ].join('\n')
}
