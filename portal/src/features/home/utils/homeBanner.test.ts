import { describe, expect, it } from 'vitest'
import {
  bannerRenewalCountries,
  chooseHomeBanner,
  mobilityPackageTermsUrl,
  offerUrl,
  type HomeCountry,
} from './homeBanner'

describe('chooseHomeBanner', () => {
  it('invites to order a contract when the company has none', () => {
    expect(chooseHomeBanner([])).toBe('order')
  })

  it('shows the expired notice when every contract has expired', () => {
    expect(chooseHomeBanner([{ state: 'expired' }, { state: 'expired' }])).toBe('expired')
  })

  it('shows nothing while a contract is active or scheduled', () => {
    expect(chooseHomeBanner([{ state: 'active' }, { state: 'expired' }])).toBe('none')
    expect(chooseHomeBanner([{ state: 'expired' }, { state: 'scheduled' }])).toBe('none')
  })
})

describe('bannerRenewalCountries', () => {
  it.each([
    ['order', ['EU']],
    ['expired', undefined],
  ] as const)('the %s banner opens the renewal modal with %j', (banner, countries) => {
    expect(bannerRenewalCountries(banner)).toEqual(countries)
  })
})

describe('mobilityPackageTermsUrl', () => {
  const countries: HomeCountry[] = [
    { code: 'FR', isMobilityPackage: false, termsOfSales: { fr: '/fr.pdf' } },
    { code: 'EU', isMobilityPackage: true, termsOfSales: { fr: '/eu-fr.pdf', pl: '/eu-pl.pdf' } },
  ]

  it('takes the EU terms in the page language, French otherwise', () => {
    expect(mobilityPackageTermsUrl(countries, 'pl')).toBe('/eu-pl.pdf')
    expect(mobilityPackageTermsUrl(countries, 'en')).toBe('/eu-fr.pdf')
  })

  it('is null without the EU country', () => {
    expect(mobilityPackageTermsUrl(countries.slice(0, 1), 'fr')).toBeNull()
  })
})

describe('offerUrl', () => {
  it.each([
    ['fr', '/fr/api/offer/download'],
    ['pl', '/pl/api/offer/download'],
    ['en', '/en/api/offer/download'],
  ] as const)('the offer PDF in %s', (lang, expected) => {
    expect(offerUrl(lang)).toBe(expected)
  })
})
