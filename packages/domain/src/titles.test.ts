import { describe, expect, it } from 'vitest'
import { hasSomeTitle, localizedTitle } from './index.js'

describe('localizedTitle', () => {
  it.each([
    [{ fr: 'Guide', pl: 'Przewodnik', en: 'Guide EN' }, 'pl', 'Przewodnik'],
    [{ fr: 'Guide', pl: 'Przewodnik', en: 'Guide EN' }, 'en', 'Guide EN'],
    [{ fr: null, pl: 'Przewodnik', en: 'Guide EN' }, 'fr', 'Przewodnik'],
    [{ fr: 'Guide', pl: null, en: 'Guide EN' }, 'pl', 'Guide'],
    [{ fr: null, pl: null, en: 'Guide EN' }, 'pl', 'Guide EN'],
    [{ fr: '  ', pl: 'Przewodnik', en: null }, 'fr', 'Przewodnik'],
    [{ fr: 'Guide', pl: null, en: null }, 'de', 'Guide'],
    [{ fr: null, pl: null, en: null }, 'fr', ''],
  ] as const)('%j read in %s is %j', (titles, language, expected) => {
    expect(localizedTitle(titles, language)).toBe(expected)
  })
})

describe('hasSomeTitle', () => {
  it.each([
    [{ fr: 'Guide', pl: null, en: null }, true],
    [{ fr: null, pl: null, en: 'Guide' }, true],
    [{ fr: ' ', pl: '', en: null }, false],
    [{}, false],
    [null, false],
  ] as const)('%j: %s', (titles, expected) => {
    expect(hasSomeTitle(titles)).toBe(expected)
  })
})
