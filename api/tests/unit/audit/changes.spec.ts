import { test } from '@japa/runner'
import { auditChanges } from '#services/audit/changes'
import i18nManager from '@adonisjs/i18n/services/main'
import { auditChangesText } from '#services/audit/changes_text'
import { auditLabels } from '#services/audit/audit_labels'

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

test.group('Audit | a payload as text, in the reader’s language', () => {
  test('{case}')
    .with([
      {
        case: 'an update: each changed field by its label, a list as a list, before → after',
        locale: 'en',
        payload: {
          before: { titles: { fr: null, en: 'Guide' }, countryCodes: ['DE'] },
          after: { titles: { fr: 'Guide FR', en: 'Guide' }, countryCodes: ['AT', 'DE'] },
        },
        text: 'Title in French: ∅ → Guide FR\nCountries: Germany → Austria; Germany',
      },
      {
        case: 'a status by its label',
        locale: 'en',
        payload: { before: { status: 'pending_payment' }, after: { status: 'validated' } },
        text: 'Status: Waiting for payment → Validated',
      },
      {
        case: 'a creation: its fields, amounts in euros, dates DD/MM/YYYY',
        locale: 'fr',
        payload: { after: { number: 'F-2026-000001', issueDate: '2026-11-27', amountWithoutTaxCents: 8100 } },
        text: 'Numéro\u00a0: F-2026-000001\nDate d’émission\u00a0: 27/11/2026\nMontant HT\u00a0: 81,00\u00a0EUR',
      },
      {
        case: 'a deletion, with what the line adds beside',
        locale: 'pl',
        payload: { before: { isActive: true }, reason: 'withdrawn' },
        text: 'Aktywny: Tak\nPowód: withdrawn',
      },
      {
        case: 'an export: its filter and sort',
        locale: 'en',
        payload: { filter: { q: 'x', status: 'all' }, sort: { field: 'name', direction: 'asc' } },
        text: 'Filter: search: x\nFilter: status: All\nSorted by: name\nOrder: Ascending',
      },
      { case: 'no payload', locale: 'en', payload: null, text: '' },
    ])
    .run(({ assert }, row) => {
      assert.equal(auditChangesText(row.payload, auditLabels(i18nManager.locale(row.locale))), row.text)
    })
})
