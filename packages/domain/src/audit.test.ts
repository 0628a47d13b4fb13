import { describe, expect, it } from 'vitest'
import { auditPayloadRows } from './index.js'

describe('auditPayloadRows', () => {
  it('an update: the changed fields with both values, nested ones dotted', () => {
    expect(
      auditPayloadRows({
        before: { titles: { fr: null, en: 'Guide' }, countryCodes: ['DE'], isActive: true },
        after: { titles: { fr: 'Guide FR', en: 'Guide' }, countryCodes: ['AT', 'DE'], isActive: true },
      })
    ).toEqual({
      changes: [
        { field: 'titles.fr', before: null, after: 'Guide FR' },
        { field: 'countryCodes', before: ['DE'], after: ['AT', 'DE'] },
      ],
      details: [],
    })
  })

  it('a creation, a deletion, and the other keys as details', () => {
    expect(auditPayloadRows({ after: { number: 'F-1' }, businessIntroducer: { code: 'Z' } })).toEqual({
      changes: [{ field: 'number', after: 'F-1' }],
      details: [{ field: 'businessIntroducer.code', value: 'Z' }],
    })
    expect(auditPayloadRows({ before: { isActive: true } }).changes).toEqual([
      { field: 'isActive', before: true },
    ])
  })

  it('no payload, or one of another shape: nothing', () => {
    expect(auditPayloadRows(null)).toEqual({ changes: [], details: [] })
    expect(auditPayloadRows({ filter: {} })).toEqual({
      changes: [],
      details: [{ field: 'filter', value: {} }],
    })
  })
})
