import { describe, expect, it } from 'vitest'
import { translate } from '@/i18n/messages'
import { aContract, COUNTRY_REFS } from '../testing/fixtures'
import type { Contract } from '../types'
import {
  contractCode,
  contractTabs,
  type CountryTab,
  defaultTab,
  formatAllowedWorkers,
  isExpiring,
  showsRepresentative,
  tabLabel,
} from './contractTabs'

const { EU, FR, BE } = COUNTRY_REFS
const t =
  (lang: 'fr' | 'pl' | 'en') =>
  (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(lang, key, params)

const frActive = aContract({ id: 1, representativeCountry: FR, startDate: '2026-09-23', state: 'active' })
const frOld = aContract({ id: 2, representativeCountry: FR, startDate: '2026-03-24', state: 'expired' })
const frRenewal = aContract({ id: 3, representativeCountry: FR, startDate: '2027-03-25', state: 'scheduled' })
const euExpiring = aContract({ id: 4, representativeCountry: EU, startDate: '2026-06-10', state: 'active' })
const beExpired = aContract({ id: 5, representativeCountry: BE, startDate: '2026-01-10', state: 'expired' })
const atActive = aContract({
  id: 6,
  representativeCountry: { id: 4, code: 'AT', name: 'Austria', isMobilityPackage: false },
  state: 'active',
})

const deActive = aContract({
  id: 7,
  representativeCountry: { id: 5, code: 'DE', name: 'Germany', isMobilityPackage: false },
  state: 'active',
})

const shown = (tabs: CountryTab[]) => tabs.map((tab) => [tab.code, tab.contract.id, tab.renewal?.id ?? null])

describe('contractTabs', () => {
  it.each([
    { name: 'no contract', contracts: [], expected: [] },
    { name: 'one per country, the latest start', contracts: [frOld, frActive], expected: [['FR', 1, null]] },
    { name: 'whatever the answer order', contracts: [frActive, frOld], expected: [['FR', 1, null]] },
    {
      name: 'a scheduled renewal stays beside the running contract, which the tab still shows',
      contracts: [frActive, frRenewal, frOld],
      expected: [['FR', 1, 3]],
    },
    {
      name: 'a renewal alone (its contract ended) is the tab',
      contracts: [frOld, frRenewal],
      expected: [['FR', 3, null]],
    },
    {
      name: 'the id breaks a tie on the start date',
      contracts: [frActive, { ...frActive, id: 9 }],
      expected: [['FR', 9, null]],
    },
    {
      name: 'the Mobility Package first, then countries by name, whatever their state',
      contracts: [beExpired, frRenewal, frActive, euExpiring, atActive],
      expected: [
        ['EU', 4, null],
        ['AT', 6, null],
        ['BE', 5, null],
        ['FR', 1, 3],
      ],
      lang: 'fr' as const,
    },
    {
      name: 'by the names of the page language: Austria, Germany in English',
      contracts: [deActive, atActive],
      expected: [
        ['AT', 6, null],
        ['DE', 7, null],
      ],
      lang: 'en' as const,
    },
    {
      name: 'Allemagne, Autriche in French',
      contracts: [atActive, deActive],
      expected: [
        ['DE', 7, null],
        ['AT', 6, null],
      ],
      lang: 'fr' as const,
    },
  ])('$name', ({ contracts, expected, lang = 'en' }) => {
    expect(shown(contractTabs(contracts, lang))).toEqual(expected)
  })
})

describe('defaultTab', () => {
  const tabs = (...contracts: Contract[]) => contractTabs(contracts, 'en')
  it.each([
    { name: 'nothing without tabs', tabs: tabs(), expected: null },
    { name: 'the first tab that is not expired', tabs: tabs(beExpired, frActive), expected: 'FR' },
    { name: 'a scheduled tab counts as not expired', tabs: tabs(beExpired, frRenewal), expected: 'FR' },
    { name: 'the first tab when all are expired', tabs: tabs(beExpired, frOld), expected: 'BE' },
    { name: 'EU for the Mobility Package', tabs: tabs(euExpiring, frActive), expected: 'EU' },
  ])('$name', ({ tabs, expected }) => {
    expect(defaultTab(tabs)).toBe(expected)
  })
})

describe('tabLabel', () => {
  it.each([
    { contract: frActive, lang: 'en', expected: 'FR' },
    { contract: frRenewal, lang: 'en', expected: 'FR' },
    { contract: beExpired, lang: 'en', expected: 'BE (expired)' },
    { contract: beExpired, lang: 'fr', expected: 'BE (expiré)' },
    { contract: beExpired, lang: 'pl', expected: 'BE (wygasła)' },
    {
      contract: aContract({ representativeCountry: { ...EU, code: 'MP' }, state: 'expired' }),
      lang: 'en',
      expected: 'EU (expired)',
    },
  ] as const)(
    '$contract.representativeCountry.code $contract.state in $lang: $expected',
    ({ contract, lang, expected }) => {
      expect(tabLabel(contract, t(lang))).toBe(expected)
    }
  )

  it('names the Mobility Package EU whatever its stored code', () => {
    expect(contractCode(aContract({ representativeCountry: { ...EU, code: 'MP' } }))).toBe('EU')
  })
})

describe('isExpiring', () => {
  it.each([
    { state: 'active', remainingDays: 123, expected: false },
    { state: 'active', remainingDays: 31, expected: false },
    { state: 'active', remainingDays: 30, expected: true },
    { state: 'active', remainingDays: 1, expected: true },
    { state: 'expired', remainingDays: 0, expected: false },
    { state: 'scheduled', remainingDays: null, expected: false },
  ] as const)('$state with $remainingDays days left: $expected', ({ state, remainingDays, expected }) => {
    expect(isExpiring(aContract({ state, remainingDays }))).toBe(expected)
  })
})

describe('formatAllowedWorkers', () => {
  it.each([
    { allowed: null, expected: '∞' },
    { allowed: 1, expected: '1' },
    { allowed: 12, expected: '12' },
  ])('$allowed → $expected', ({ allowed, expected }) => {
    expect(formatAllowedWorkers(allowed)).toBe(expected)
  })
})

describe('showsRepresentative', () => {
  it.each([
    { state: 'active', isAdmin: false, expected: true },
    { state: 'scheduled', isAdmin: false, expected: true },
    { state: 'expired', isAdmin: false, expected: false },
    { state: 'expired', isAdmin: true, expected: true },
  ] as const)('$state, admin $isAdmin: $expected', ({ state, isAdmin, expected }) => {
    expect(showsRepresentative(aContract({ state }), isAdmin)).toBe(expected)
  })
})
