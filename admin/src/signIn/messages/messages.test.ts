import { describe, expect, it } from 'vitest'
import { en as appEn } from '../../i18n/en'
import { fr as appFr } from '../../i18n/fr'
import { pl as appPl } from '../../i18n/pl'
import { en } from './en'
import { fr } from './fr'
import { pl } from './pl'

const lookup = (tree: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree)

describe("the sign-in page's words", () => {
  it.each([
    ['en', en, appEn],
    ['fr', fr, appFr],
    ['pl', pl, appPl],
  ])('say in %s what the app says under the same keys', (_, words, app) => {
    const differences = Object.entries(words).filter(([key, text]) => lookup(app, key) !== text)
    expect(differences).toEqual([])
  })
})
