import { describe, expect, it } from 'vitest'
import { mimeLabel } from './mime'

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
