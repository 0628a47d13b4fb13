import { describe, expect, it } from 'vitest'
import { formatVatRate, vatLabel } from './vatLabel'
import type { Translate } from '@/i18n/messages'

const t = ((key: string, values?: Record<string, unknown>) =>
  `${key}${values ? JSON.stringify(values) : ''}`) as Translate

describe('vatLabel', () => {
  it.each([
    [2000, 'fr', '20\u00a0%'],
    [2000, 'pl', '20\u00a0%'],
    [2000, 'en', '20%'],
    [550, 'fr', '5,5\u00a0%'],
    [550, 'en', '5.5%'],
  ] as const)('%i basis points in %s: %s', (basisPoints, lang, expected) => {
    expect(formatVatRate(basisPoints, lang)).toBe(expected)
  })

  it('names the reverse charge across borders, the rate otherwise', () => {
    expect(vatLabel({ vatRateBasisPoints: 0, reverseCharge: true }, 'en', t)).toBe('summary.vat')
    expect(vatLabel({ vatRateBasisPoints: 2000, reverseCharge: false }, 'en', t)).toBe(
      'summary.vatRate{"rate":"20%"}'
    )
  })
})
