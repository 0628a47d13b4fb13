import { describe, expect, it } from 'vitest'
import { fileNameOf, formatBytes } from './download'

describe('fileNameOf', () => {
  it.each([
    ['attachment; filename="contracts-2026-11-24.xlsx"', 'contracts-2026-11-24.xlsx'],
    ["attachment; filename*=UTF-8''Umowy%20%C5%81%C3%B3d%C5%BA.xlsx", 'Umowy Łódź.xlsx'],
    ['attachment', 'export.xlsx'],
    [null, 'export.xlsx'],
  ])('%s gives %s', (header, name) => {
    expect(fileNameOf(header, 'export.xlsx')).toBe(name)
  })
})

describe('formatBytes', () => {
  it.each([
    [950, 'en', '950 B'],
    [12_500, 'en', '12.5 kB'],
    [3_210_000, 'fr', '3,2 MB'],
    [1_000_000_000, 'pl', '1,0 GB'],
  ])('%d bytes in %s read %s', (bytes, locale, text) => {
    expect(formatBytes(bytes, locale)).toBe(text)
  })
})
