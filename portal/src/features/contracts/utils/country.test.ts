import { describe, expect, it } from 'vitest'
import { translate, type MessageParams } from '@/i18n/messages'
import type { Language } from '@/i18n/languages'
import { aContract, aCountry, COUNTRY_REFS } from '../testing/fixtures'
import { findContractCountry, representativeCountryName, termsOfSalesUrl } from './country'

const t = (lang: Language) => (key: Parameters<typeof translate>[1], params?: MessageParams) =>
  translate(lang, key, params)

describe('representativeCountryName', () => {
  it.each([
    { country: COUNTRY_REFS.FR, lang: 'fr', expected: 'France' },
    { country: COUNTRY_REFS.BE, lang: 'pl', expected: 'Belgia' },
    { country: COUNTRY_REFS.BE, lang: 'en', expected: 'Belgium' },
    { country: COUNTRY_REFS.EU, lang: 'fr', expected: 'Paquet Mobilité UE' },
    { country: COUNTRY_REFS.EU, lang: 'pl', expected: 'Pakiet Mobilności UE' },
    { country: COUNTRY_REFS.EU, lang: 'en', expected: 'EU Mobility Package' },
  ] as const)('$country.code in $lang → $expected', ({ country, lang, expected }) => {
    expect(representativeCountryName(country, lang, t(lang))).toBe(expected)
  })
})

describe('termsOfSalesUrl', () => {
  const both = aContract({ termsOfSales: { fr: '/fr.pdf', pl: '/pl.pdf' } })
  const frenchOnly = aContract({ termsOfSales: { fr: '/fr.pdf', pl: null } })
  const none = aContract({ termsOfSales: { fr: null, pl: null } })
  it.each([
    { name: 'Polish in Polish', contract: both, lang: 'pl', expected: '/pl.pdf' },
    { name: 'French in French', contract: both, lang: 'fr', expected: '/fr.pdf' },
    { name: 'French in English', contract: both, lang: 'en', expected: '/fr.pdf' },
    { name: 'French when the Polish is missing', contract: frenchOnly, lang: 'pl', expected: '/fr.pdf' },
    { name: 'nothing without a document', contract: none, lang: 'pl', expected: null },
  ] as const)('$name', ({ contract, lang, expected }) => {
    expect(termsOfSalesUrl(contract, lang)).toBe(expected)
  })
})

describe('findContractCountry', () => {
  it('finds the country by id, and nothing when the list lacks it', () => {
    const countries = [aCountry(COUNTRY_REFS.EU), aCountry(COUNTRY_REFS.FR)]
    expect(findContractCountry(countries, aContract())?.code).toBe('FR')
    expect(
      findContractCountry(countries, aContract({ representativeCountry: COUNTRY_REFS.BE }))
    ).toBeUndefined()
  })
})
