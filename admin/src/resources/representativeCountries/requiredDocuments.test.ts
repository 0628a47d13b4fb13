import { DEFAULT_REQUIRED_CATEGORIES, DOCUMENT_CATEGORIES } from '@posted-workers/domain'
import { describe, expect, it } from 'vitest'
import { CATEGORY_ORDER, effectiveCategories, withCategory, withDefault } from './requiredDocuments'

const DEFAULT = [...DEFAULT_REQUIRED_CATEGORIES]

describe('a country’s required documents in its form', () => {
  it('lists every category once, the default’s first in their order', () => {
    expect(CATEGORY_ORDER.slice(0, DEFAULT.length)).toEqual(DEFAULT)
    expect([...CATEGORY_ORDER].sort()).toEqual([...DOCUMENT_CATEGORIES].sort())
  })

  it.each([
    [null, DEFAULT],
    [undefined, DEFAULT],
    [[], []],
    [
      ['CPC', 'A1'],
      ['CPC', 'A1'],
    ],
  ] as const)('judges %j as %j', (value, expected) => {
    expect(effectiveCategories(value === null || value === undefined ? value : [...value])).toEqual(expected)
  })

  it.each([
    ['the default chosen again', ['A1'], true, null],
    ['leaving the default starts from it', null, false, DEFAULT],
    ['leaving it keeps an own list', ['CPC'], false, ['CPC']],
    ['an empty own list stays empty', [], false, []],
  ] as const)('%s', (_, value, useDefault, expected) => {
    expect(withDefault(value === null ? null : [...value], useDefault)).toEqual(expected)
  })

  it.each([
    [
      'ticking adds in the form’s order',
      ['A1', 'WORK_CONTRACT'],
      'POSTING_DECLARATION',
      true,
      ['POSTING_DECLARATION', 'A1', 'WORK_CONTRACT'],
    ],
    ['ticking one already there changes nothing', ['A1'], 'A1', true, ['A1']],
    ['unticking removes', ['A1', 'CPC'], 'A1', false, ['CPC']],
    ['unticking the last leaves nothing required', ['CPC'], 'CPC', false, []],
    [
      'unticking from the default',
      null,
      'DRIVER_CARD',
      false,
      ['POSTING_DECLARATION', 'A1', 'DRIVING_LICENCE', 'WORK_CONTRACT'],
    ],
    [
      'ticking beyond the default puts it after',
      null,
      'MEDICAL_CERTIFICATE',
      true,
      [...DEFAULT, 'MEDICAL_CERTIFICATE'],
    ],
  ] as const)('%s', (_, value, category, ticked, expected) => {
    expect(withCategory(value === null ? null : [...value], category, ticked)).toEqual(expected)
  })
})
