import englishMessages from 'ra-language-english'
import { describe, expect, it } from 'vitest'
import { en } from './en'
import { fr } from './fr'
import { pl } from './pl'

type Tree = { [key: string]: string | Tree }

const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`)
  )

const lookup = (tree: Tree, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree)

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map(([, name]) => name)

describe('Polish react-admin messages', () => {
  const englishLeaves = leaves(englishMessages as Tree)

  it.each(englishLeaves)('translate %s', (key, english) => {
    const polish = lookup(pl as Tree, key)
    expect(typeof polish).toBe('string')
    if (english.trim() !== '') expect((polish as string).trim()).not.toBe('')
    // Plurals: English "one |||| other" becomes Polish "one |||| few |||| many".
    const forms = (polish as string).split('||||')
    expect(forms).toHaveLength(english.includes('||||') ? 3 : 1)
    // The placeholders of our English (react-admin's, or ours where we reworded it).
    const ours = lookup(en as Tree, key) as string
    expect(new Set(placeholders(polish as string))).toEqual(new Set(placeholders(ours)))
  })

  it('add no key react-admin does not know', () => {
    const known = new Set(englishLeaves.map(([key]) => key))
    const extra = leaves((pl as Tree).ra as Tree, 'ra.').filter(([key]) => !known.has(key))
    expect(extra).toEqual([])
  })
})

describe('application messages', () => {
  it.each([
    ['fr', fr],
    ['pl', pl],
  ])('%s has every English key', (_, messages) => {
    const missing = leaves(en as Tree).filter(([key]) => typeof lookup(messages as Tree, key) !== 'string')
    expect(missing).toEqual([])
  })
})

describe('a list counted beyond its cap', () => {
  it.each([
    ['en', en],
    ['fr', fr],
    ['pl', pl],
  ])(
    '%s: the page range and the filters button name the cap the server counted up to',
    (_locale, messages) => {
      const texts = [
        lookup(messages as Tree, 'ra.navigation.partial_page_range_info'),
        lookup(messages as Tree, 'app.list.show_many_results'),
      ]
      for (const text of texts) expect(String(text)).toContain('%{cap}')
    }
  )
})
