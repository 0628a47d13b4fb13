import { auditPayloadRows, auditValueText } from '@posted-workers/domain'

/**
 * An audit line's payload as one text, for a spreadsheet cell, one field per line: `field: before → after` for an
 * update, `field: value` for a creation or a deletion, then the payload's other fields (the rows the back-office's
 * detail shows as a table).
 */
export function auditChangesText(payload: Record<string, unknown> | null): string {
  const { changes, details } = auditPayloadRows(payload)
  return [
    ...changes.map((row) =>
      'before' in row && 'after' in row
        ? `${row.field}: ${auditValueText(row.before)} → ${auditValueText(row.after)}`
        : `${row.field}: ${auditValueText('before' in row ? row.before : row.after)}`
    ),
    ...details.map(({ field, value }) => `${field}: ${auditValueText(value)}`),
  ].join('\n')
}
