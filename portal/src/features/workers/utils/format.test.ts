import { describe, expect, it } from 'vitest'
import { formatDateTime } from '../../../lib/dates'
import { mimeLabel } from './mime'

describe('formatDateTime', () => {
  it('reads the instant in the local time zone as DD/MM/YYYY HH:mm', () => {
    const local = new Date(2026, 8, 4, 7, 5)
    expect(formatDateTime(local.toISOString())).toBe('04/09/2026 07:05')
  })

  it('gives nothing for a missing or broken instant', () => {
    expect(formatDateTime(null)).toBe('')
    expect(formatDateTime('soon')).toBe('')
  })
})

describe('mimeLabel', () => {
  it.each([
    ['application/pdf', 'PDF'],
    ['image/jpeg', 'JPEG'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'Word'],
    ['application/vnd.ms-excel', 'Excel'],
    ['text/plain', 'PLAIN'],
    ['', null],
    [null, null],
  ])('%s gives %s', (mime, expected) => {
    expect(mimeLabel(mime)).toBe(expected)
  })
})
