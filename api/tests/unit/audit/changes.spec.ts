import { test } from '@japa/runner'
import { auditChanges } from '#services/audit/changes'
import { auditChangesText } from '#services/audit/changes_text'

test.group('Audit | what an update changed', () => {
  test('only the fields that differ, on both sides; lists and objects compare by content', ({ assert }) => {
    const before = { name: 'A', countries: ['DE', 'FR'], titles: { fr: 'x', en: null }, hasCode: false }
    const after = {
      name: 'A',
      countries: ['DE', 'FR'],
      titles: { fr: 'y', en: null },
      hasCode: true,
      web: null,
    }

    assert.deepEqual(auditChanges(before, after), {
      before: { titles: { fr: 'x', en: null }, hasCode: false },
      after: { titles: { fr: 'y', en: null }, hasCode: true },
    })
    assert.deepEqual(auditChanges(before, before), { before: {}, after: {} })
  })
})

test.group('Audit | a payload as text', () => {
  test('{case}')
    .with([
      {
        case: 'an update: each changed field, nested ones dotted, before → after',
        payload: {
          before: { titles: { fr: null, en: 'Guide' }, countryCodes: ['DE'] },
          after: { titles: { fr: 'Guide FR', en: 'Guide' }, countryCodes: ['AT', 'DE'] },
        },
        text: 'titles.fr: ∅ → Guide FR\ncountryCodes: ["DE"] → ["AT","DE"]',
      },
      {
        case: 'a creation: its fields',
        payload: { after: { number: 'F-2026-000001', amountWithoutTaxCents: 12000 } },
        text: 'number: F-2026-000001\namountWithoutTaxCents: 12000',
      },
      {
        case: 'a deletion, with what the line adds beside',
        payload: { before: { isActive: true }, reason: 'withdrawn' },
        text: 'isActive: true\nreason: withdrawn',
      },
      {
        case: 'an export: its filter and sort',
        payload: { filter: { q: 'x' }, sort: { field: 'name', direction: 'asc' } },
        text: 'filter.q: x\nsort.field: name\nsort.direction: asc',
      },
      { case: 'no payload', payload: null, text: '' },
    ])
    .run(({ assert }, row) => {
      assert.equal(auditChangesText(row.payload), row.text)
    })
})
