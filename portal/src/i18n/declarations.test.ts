import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { declarationsEn } from './declarations.en'
import { declarationsFr } from './declarations.fr'
import { declarationsPl } from './declarations.pl'

/** The api's words for the IMI export's header (api/resources/lang/{lang}/declarations.json, `fields`). */
const apiFields = (lang: string) =>
  (
    JSON.parse(
      readFileSync(resolve(__dirname, `../../../api/resources/lang/${lang}/declarations.json`), 'utf8')
    ) as {
      fields: Record<string, string>
    }
  ).fields

describe('the IMI fields are worded alike in the portal and in the export', () => {
  it.each([
    ['fr', declarationsFr],
    ['pl', declarationsPl],
    ['en', declarationsEn],
  ] as const)('%s', (lang, messages) => {
    const api = apiFields(lang)
    const portal = Object.entries(messages).filter(([key]) => key.startsWith('imi.'))
    expect(portal.length).toBeGreaterThan(15)
    for (const [key, text] of portal) {
      const field = key.slice('imi.'.length)
      if (field in api) expect(text, key).toBe(api[field])
    }
  })
})
