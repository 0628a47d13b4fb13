import { describe, expect, it } from 'vitest'
import { checklistLines, itemOfKey, lineKey } from './checklist'

const file = (id: number, driverId: number | null) => ({
  id,
  kind: driverId === null ? ('TRANSPORT_EVIDENCE' as const) : ('PAYSLIPS' as const),
  driverId,
  fileName: `f${id}.pdf`,
  mime: 'application/pdf',
  sizeBytes: 10,
  uploadedAt: '2026-11-27T09:00:00Z',
})

describe("a request's checklist in the portal", () => {
  it('the missing lines first, each line with its files', () => {
    const lines = checklistLines({
      kinds: ['PAYSLIPS', 'TRANSPORT_EVIDENCE'],
      driverIds: [7, 9],
      files: [file(1, 7), file(2, null)],
    })
    expect(lines.map((line) => [line.key, line.files.length])).toEqual([
      ['PAYSLIPS:9', 0],
      ['TRANSPORT_EVIDENCE:', 1],
      ['PAYSLIPS:7', 1],
    ])
  })

  it('a line’s key names it back', () => {
    for (const item of [
      { kind: 'PAYSLIPS' as const, driverId: 7 },
      { kind: 'OTHER' as const, driverId: null },
    ]) {
      expect(itemOfKey(lineKey(item))).toEqual(item)
    }
  })
})
