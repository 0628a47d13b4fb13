import { describe, expect, it } from 'vitest'
import { createI18nProvider } from '@/providers/i18nProvider'
import { complianceItemLabel, complianceItems } from './complianceItems'

describe('what a posting lacks', () => {
  it('lists the missing categories, then those ending soon with their last day', () => {
    expect(
      complianceItems({
        missing: ['POSTING_DECLARATION', 'A1'],
        expiring: [{ category: 'DRIVER_CARD', validUntil: '2026-12-12' }],
      })
    ).toEqual([
      { category: 'POSTING_DECLARATION', validUntil: null },
      { category: 'A1', validUntil: null },
      { category: 'DRIVER_CARD', validUntil: '2026-12-12' },
    ])
    expect(complianceItems({ missing: [], expiring: [] })).toEqual([])
  })

  it.each([
    ['en', { category: 'A1', validUntil: null }, 'A1 certificate'],
    ['en', { category: 'A1', validUntil: '2026-12-12' }, 'A1 certificate — ends on 12/12/2026'],
    [
      'fr',
      { category: 'DRIVER_CARD', validUntil: '2027-01-05' },
      'Carte conducteur (chronotachygraphe) — se termine le 05/01/2027',
    ],
    ['pl', { category: 'DRIVING_LICENCE', validUntil: null }, 'Prawo jazdy'],
  ] as const)('in %s: %j', (locale, item, label) => {
    expect(complianceItemLabel(item, createI18nProvider(locale).translate)).toBe(label)
  })
})
