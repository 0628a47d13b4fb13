import { describe, expect, it } from 'vitest'
import { euCountryChoices } from './euCountries'

describe('EU country choices', () => {
  it('lists the 27 member states named and sorted in the language', () => {
    const polish = euCountryChoices('pl')
    expect(polish).toHaveLength(27)
    expect(polish.find(({ id }) => id === 'DE')?.name).toBe('Niemcy')
    expect(polish[0].name).toBe('Austria')
    expect(euCountryChoices('fr').find(({ id }) => id === 'PL')?.name).toBe('Pologne')
  })
})
