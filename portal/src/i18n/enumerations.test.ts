import {
  CIVILITIES,
  COMPANY_SIZES,
  CONTRACT_STATES,
  DOCUMENT_CATEGORIES,
  LOCALES,
  PAYMENT_METHODS,
  PHONE_TYPES,
  POSITIONS,
  READINESS_STATES,
  REQUEST_TYPES,
} from '@posted-workers/domain'
import { describe, expect, it } from 'vitest'
import { dictionaries } from './dictionaries'

/** Every enumeration the portal shows, and the key under which each of its values is labelled. */
const LABELLED: [name: string, values: readonly string[], key: (value: string) => string][] = [
  ['civilities', CIVILITIES, (value) => `civility.${value}`],
  ['positions', POSITIONS, (value) => `position.${value}`],
  ['phone types', PHONE_TYPES, (value) => `phoneType.${value}`],
  ['company sizes', COMPANY_SIZES, (value) => `register.size.${value}`],
  ['payment methods', PAYMENT_METHODS, (value) => `mop.${value}`],
  ['document categories', DOCUMENT_CATEGORIES, (value) => `category.${value}`],
  ['contract states', CONTRACT_STATES, (value) => `contracts.state.${value}`],
  ['readiness states', READINESS_STATES, (value) => `readiness.state.${value}`],
  ['readiness filters', READINESS_STATES, (value) => `readiness.filter.${value}`],
  ['pending request types', REQUEST_TYPES, (value) => `pending.title.${value}`],
  ['languages', LOCALES, (value) => `language.${value}`],
]

describe('every enumeration value has its label in fr, pl and en', () => {
  it.each(LABELLED)('%s', (_, values, key) => {
    for (const [lang, messages] of Object.entries(dictionaries)) {
      const missing = values.map(key).filter((name) => !(messages as Record<string, string>)[name]?.trim())
      expect(missing, lang).toEqual([])
    }
  })
})
