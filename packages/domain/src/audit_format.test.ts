import { describe, expect, it } from 'vitest'
import { AUDIT_FIELDS, auditLabelKey, auditPayloadTexts, type AuditLabels } from './index.js'

/** A dictionary that knows a few words, as an app's i18n would give them. */
const words: Record<string, string> = {
  status: 'Status',
  amountCents: 'Amount',
  titles_fr: 'Title in French',
  countryCodes: 'Countries',
  isActive: 'Active',
  issueDate: 'Date',
  workerPackages: 'Packages',
  workerPackages_minWorkers: 'Min. drivers',
  workerPackages_maxWorkers: 'Max. drivers',
  workerPackages_perWorkerAmountCents: 'Per driver',
  workerPackages_fixedAmountCents: 'Fixed price',
  filter: 'Filter',
  filter_q: 'Search',
  sort_field: 'Sorted by',
  sort_direction: 'Order',
  checkedAt: 'Checked at',
  representativeCompany: 'Representative company',
}

const labels = (locale: 'fr' | 'en'): AuditLabels => ({
  locale,
  field: (key) => words[key],
  value: (enumeration, value) =>
    ({ requestStatus: { pending_payment: 'Waiting for payment', validated: 'Validated' } })[
      enumeration as 'requestStatus'
    ]?.[value as 'validated'],
  country: (code) => ({ AT: 'Austria', DE: 'Germany' })[code as 'AT'] ?? code,
  yes: 'Yes',
  no: 'No',
})

describe('auditPayloadTexts', () => {
  it('an update: labels, enumerations by their label, money with its code, lists as lists', () => {
    expect(
      auditPayloadTexts(
        {
          before: { status: 'pending_payment', countryCodes: ['DE'], titles: { fr: null } },
          after: { status: 'validated', countryCodes: ['AT', 'DE'], titles: { fr: 'Guide' } },
          amountCents: 8100,
        },
        labels('fr')
      )
    ).toEqual({
      changes: [
        { field: 'status', label: 'Status', before: 'Waiting for payment', after: 'Validated' },
        { field: 'countryCodes', label: 'Countries', before: ['Germany'], after: ['Austria', 'Germany'] },
        { field: 'titles.fr', label: 'Title in French', before: '∅', after: 'Guide' },
      ],
      details: [{ field: 'amountCents', label: 'Amount', value: '81,00\u00a0EUR' }],
    })
  })

  it('a creation: dates DD/MM/YYYY, booleans in words, list items by their fields', () => {
    const { changes } = auditPayloadTexts(
      {
        after: {
          issueDate: '2026-11-27',
          isActive: false,
          workerPackages: [
            { minWorkers: 1, maxWorkers: null, perWorkerAmountCents: 400, fixedAmountCents: null },
          ],
        },
      },
      labels('en')
    )
    expect(changes).toEqual([
      { field: 'issueDate', label: 'Date', after: '27/11/2026' },
      { field: 'isActive', label: 'Active', after: 'No' },
      {
        field: 'workerPackages',
        label: 'Packages',
        after: ['Min. drivers: 1, Max. drivers: ∅, Per driver: EUR\u00a04.00, Fixed price: ∅'],
      },
    ])
  })

  it('an export: its filter and sort; a key the dictionary lacks as written', () => {
    expect(
      auditPayloadTexts(
        { filter: { q: 'trans', spaceship: 1 }, sort: { field: 'name', direction: 'asc' } },
        labels('en')
      ).details.map(({ label, value }) => `${label}: ${value}`)
    ).toEqual(['Search: trans', 'filter.spaceship: 1', 'Sorted by: name', 'Order: asc'])
    expect(auditPayloadTexts({ filter: {} }, labels('en')).details).toEqual([
      { field: 'filter', label: 'Filter', value: '∅' },
    ])
  })

  it('an instant in UTC; a value of an unexpected shape as written; an empty group as none', () => {
    expect(
      auditPayloadTexts(
        {
          checkedAt: '2026-11-27T08:05:09.000Z',
          amountCents: 'lots',
          issueDate: 20261127,
          representativeCompany: null,
        },
        labels('en')
      ).details.map(({ value }) => value)
    ).toEqual(['27/11/2026 08:05 UTC', 'lots', '20261127', '∅'])
  })

  it('no payload: nothing', () => {
    expect(auditPayloadTexts(null, labels('en'))).toEqual({ changes: [], details: [] })
  })
})

describe('AUDIT_FIELDS', () => {
  it('a list of objects has fields, and a field of items belongs to such a list', () => {
    for (const path of Object.keys(AUDIT_FIELDS).filter((field) => field.includes('[]'))) {
      expect(AUDIT_FIELDS[path.slice(0, path.indexOf('[]'))], path).toBe('items')
    }
  })

  it('label keys are unique and have no dot', () => {
    const keys = Object.keys(AUDIT_FIELDS).map(auditLabelKey)
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys.filter((key) => key.includes('.'))).toEqual([])
  })
})
