import { test } from '@japa/runner'
import { formatDocumentNumber, type NumberedDocument } from '#services/billing/document_numbers'

test.group('Billing | formatDocumentNumber', () => {
  test('{type} {sequence} of {year} is {expected}')
    .with([
      { type: 'invoice', year: 2026, sequence: 42, expected: 'F-2026-000042' },
      { type: 'invoice', year: 2026, sequence: 1, expected: 'F-2026-000001' },
      { type: 'invoice', year: 2027, sequence: 999999, expected: 'F-2027-999999' },
      { type: 'invoice', year: 2027, sequence: 1234567, expected: 'F-2027-1234567' },
      { type: 'credit_note', year: 2026, sequence: 7, expected: 'A-2026-000007' },
      { type: 'credit_note', year: 2030, sequence: 100000, expected: 'A-2030-100000' },
    ] as { type: NumberedDocument; year: number; sequence: number; expected: string }[])
    .run(({ assert }, row) => {
      assert.equal(formatDocumentNumber(row.type, row.year, row.sequence), row.expected)
    })
})
