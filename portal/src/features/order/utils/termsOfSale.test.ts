import { describe, expect, it } from 'vitest'
import { countries } from '../testing/fixtures'
import { emptyRow } from './countryRows'
import { termsOfSaleLinks } from './termsOfSale'

const withPolish = countries.map((country) =>
  country.code === 'FR' ? { ...country, termsOfSales: { fr: '/fr.pdf', pl: '/pl.pdf' } } : country
)
const rows = [{ ...emptyRow(1), countryCode: 'FR' }, { ...emptyRow(2), countryCode: 'EU' }, emptyRow(3)]

describe('terms-of-sale links', () => {
  it('gives one link per chosen country, in the page language when it exists, else in French', () => {
    expect(termsOfSaleLinks(rows, withPolish, 'pl')).toEqual([
      { countryCode: 'FR', href: '/pl.pdf' },
      { countryCode: 'EU', href: '/fr/api/representativeCountries/1/termsOfSales/fr/download' },
    ])
    expect(termsOfSaleLinks(rows, withPolish, 'en')[0]).toEqual({ countryCode: 'FR', href: '/fr.pdf' })
  })

  it('leaves out countries without a document', () => {
    const none = countries.map((country) => ({ ...country, termsOfSales: { fr: null, pl: null } }))
    expect(termsOfSaleLinks(rows, none, 'fr')).toEqual([])
  })
})
