import { describe, expect, it } from 'vitest'
import { checklistWithFiles, itemLabel } from './authorityRequestItems'

const file = (id: number, kind: 'PAYSLIPS' | 'TRANSPORT_EVIDENCE', driverId: number | null) => ({
  id,
  kind,
  driverId,
  fileName: `f${id}.pdf`,
  mime: 'application/pdf',
  sizeBytes: 10,
  uploadedAt: '2026-11-27T09:00:00Z',
})

describe('the checklist of a request', () => {
  it('each line with the files put on it, per driver where the kind is asked per driver', () => {
    const lines = checklistWithFiles({
      kinds: ['PAYSLIPS', 'TRANSPORT_EVIDENCE'],
      driverIds: [7, 9],
      files: [file(1, 'PAYSLIPS', 9), file(2, 'TRANSPORT_EVIDENCE', null), file(3, 'PAYSLIPS', 9)],
    })
    expect(lines.map((line) => [line.kind, line.driverId, line.files.map((f) => f.id)])).toEqual([
      ['TRANSPORT_EVIDENCE', null, [2]],
      ['PAYSLIPS', 7, []],
      ['PAYSLIPS', 9, [1, 3]],
    ])
  })

  it('names a line by its kind and driver', () => {
    const translate = (key: string) => key.split('.').pop()!
    const request = { drivers: [{ id: 7, name: 'Jan Kowalski', dateOfBirth: '1980-05-14' }] }
    expect(itemLabel({ kind: 'PAYSLIPS', driverId: 7 }, request, translate)).toBe('PAYSLIPS · Jan Kowalski')
    expect(itemLabel({ kind: 'OTHER', driverId: null }, request, translate)).toBe('OTHER')
  })
})
