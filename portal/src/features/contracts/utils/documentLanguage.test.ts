import { describe, expect, it } from 'vitest'
import { documentInLanguage } from './documentLanguage'

describe('documentInLanguage', () => {
  it.each([
    ['/fr/api/invoices/7/download', 'pl', '/fr/api/invoices/7/download?language=pl'],
    ['/en/api/creditnotes/3/download', 'en', '/en/api/creditnotes/3/download?language=en'],
    ['/fr/api/invoices/7/download?language=fr', 'en', '/fr/api/invoices/7/download?language=en'],
    ['/fr/api/invoices/7/download?x=1', 'fr', '/fr/api/invoices/7/download?x=1&language=fr'],
  ] as const)('%s in %s', (href, language, expected) => {
    expect(documentInLanguage(href, language)).toBe(expected)
  })
})
