import { describe, expect, it } from 'vitest'
import { allCountryChoices, euCountryChoices } from './euCountries'

describe('EU country choices', () => {
  it('lists the 27 member states named and sorted in the language', () => {
    const polish = euCountryChoices('pl')
    expect(polish).toHaveLength(27)
    expect(polish.find(({ id }) => id === 'DE')?.name).toBe('Niemcy')
    expect(polish[0].name).toBe('Austria')
    expect(euCountryChoices('fr').find(({ id }) => id === 'PL')?.name).toBe('Pologne')
  })
})

describe('all country choices', () => {
  it('lists countries beyond the EU, named in the language', () => {
    const english = allCountryChoices('en')
    expect(english.length).toBeGreaterThan(200)
    expect(english.find(({ id }) => id === 'UA')?.name).toBe('Ukraine')
  })
})
