import { describe, expect, it } from 'vitest'
import { pastDate, representativeCompanyProblems } from './representativeCompanyRules'

const complete = {
  name: 'Vertretung Deutschland GmbH',
  address: {
    addressLines: ['Friedrichstraße 10', ''],
    postalCode: '10117',
    city: 'Berlin',
    countryCode: 'DE',
  },
  phone: { type: 'BUSINESS', number: '+49 30 123456' },
  email: 'de@representation.example',
  siret: '',
  siren: '',
  vatNumber: '',
  fiscalCode: '',
  personalIdentificationNumber: '',
  contact: {
    name: 'Anna Schmidt',
    dateOfBirth: '1980-05-17',
    cityOfBirth: 'München',
    countryOfBirth: 'DE',
    nationality: 'DE',
  },
}

const withField = (path: string, value: unknown) => {
  const copy = structuredClone(complete) as Record<string, unknown>
  const keys = path.split('.')
  const parent = keys.slice(0, -1).reduce((node, key) => node[key] as Record<string, unknown>, copy)
  parent[keys[keys.length - 1]] = value
  return copy
}

describe('representative company rules', () => {
  it('accepts a complete company without its optional numbers', () => {
    expect(representativeCompanyProblems(complete)).toEqual({})
  })

  it.each([
    ['name', '', 'ra.validation.required'],
    ['phone.number', '', 'ra.validation.required'],
    ['phone.number', '123', 'app.validation.phone'],
    ['email', '', 'ra.validation.required'],
    ['email', 'not-an-email', 'ra.validation.email'],
    ['siret', '1234567890123', 'app.validation.siret'],
    ['siren', '1234 5678', 'app.validation.siren'],
    ['vatNumber', 'DE', 'app.validation.vat_number'],
    ['contact.name', '', 'ra.validation.required'],
    ['contact.dateOfBirth', '', 'ra.validation.required'],
    ['contact.dateOfBirth', '2999-01-01', 'app.validation.past_date'],
    ['contact.cityOfBirth', '', 'ra.validation.required'],
    ['contact.countryOfBirth', null, 'ra.validation.required'],
    ['contact.nationality', undefined, 'ra.validation.required'],
  ])('refuses %s = %j with %s', (field, value, message) => {
    expect(representativeCompanyProblems(withField(field, value))).toEqual({ [field]: message })
  })

  it.each([
    ['siret', '852 345 677 00019'],
    ['siren', '852345677'],
    ['vatNumber', 'fr 61 852 345 677'],
    ['address', undefined],
    ['fiscalCode', ''],
  ])('accepts %s = %j', (field, value) => {
    expect(representativeCompanyProblems(withField(field, value))).toEqual({})
  })

  it('counts a birth date from today', () => {
    const beforeToday = pastDate(() => '2026-11-25')
    expect(beforeToday('2026-11-24')).toBeUndefined()
    expect(beforeToday('2026-11-25')).toBe('app.validation.past_date')
  })
})
