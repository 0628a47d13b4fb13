import { describe, expect, it } from 'vitest'
import { formatFileSize } from './fileSize'

const nbsp = (text: string) => text.replace(/ /g, '\u00a0')

describe('formatFileSize', () => {
  it.each([
    [0, 'fr', '0 o'],
    [999, 'fr', '999 o'],
    [1000, 'fr', '1 Ko'],
    [1500, 'fr', '1,5 Ko'],
    [48213, 'fr', '48,2 Ko'],
    [999_949, 'fr', '999,9 Ko'],
    [999_999, 'fr', '1 Mo'],
    [1_000_000, 'fr', '1 Mo'],
    [1_500_000, 'fr', '1,5 Mo'],
    [10_000_000, 'fr', '10 Mo'],
    [999, 'en', '999 B'],
    [1000, 'en', '1 kB'],
    [1_500_000, 'en', '1.5 MB'],
    [999, 'pl', '999 B'],
    [1500, 'pl', '1,5 kB'],
    [1_500_000, 'pl', '1,5 MB'],
  ] as const)('%i bytes in %s: %s', (bytes, lang, expected) => {
    expect(formatFileSize(bytes, lang)).toBe(nbsp(expected))
  })
})
