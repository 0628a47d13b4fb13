import { describe, expect, it } from 'vitest'
import { countries, promo65 } from '@/features/order/testing'
import type { CountryRow } from '@/features/order'
import { EMPTY_PROMO, type PromoState } from '@/features/order'
import { canSubmit, toRegisterInput, validateRegister } from './registerForm'
import { registerServerFields, serverErrorsToForm } from './registerPaths'
import { INITIAL_REGISTER_VALUES, initialRegisterValues, type RegisterValues } from './registerValues'

const filled: RegisterValues = {
  ...INITIAL_REGISTER_VALUES,
  vatCountry: 'PL',
  vatNumber: '525 224 84 81',
  companyName: ' Trans-Nowak Sp. z o.o. ',
  addressLine1: 'ul. Długa 5',
  addressLine2: '',
  postalCode: '00-238',
  city: 'Warszawa',
  addressCountry: 'PL',
  size: '50',
  civility: 'MRS',
  firstName: 'Anna',
  lastName: 'Nowak',
  email: ' anna@trans-nowak.pl ',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  position: 'OWNER',
  phoneCountry: 'PL',
  phoneNumber: '601 234 567',
  conditions: true,
  mop: 'TRANSFER',
}

const rows: CountryRow[] = [
  { id: 1, countryCode: 'FR', package: 'w|4', numberOfWorkers: 3 },
  { id: 2, countryCode: 'BE', package: null, numberOfWorkers: 1 },
]

const valid: PromoState = { status: 'valid', code: 'PROMO65', introducer: promo65 }
const context = {
  rows,
  countries,
  promo: EMPTY_PROMO,
  allowedMops: ['CARD', 'TRANSFER'] as const,
  withoutPromoCode: false,
}

describe('register form', () => {
  it('builds the payload of API.md from the form', () => {
    expect(toRegisterInput(filled, { ...context, allowedMops: ['CARD', 'TRANSFER'] })).toEqual({
      company: {
        name: 'Trans-Nowak Sp. z o.o.',
        vatNumber: 'PL5252248481',
        size: '50',
        address: {
          addressLines: ['ul. Długa 5', ''],
          postalCode: '00-238',
          city: 'Warszawa',
          countryCode: 'PL',
        },
      },
      profile: {
        civility: 'MRS',
        firstName: 'Anna',
        lastName: 'Nowak',
        email: 'anna@trans-nowak.pl',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        position: 'OWNER',
        phone: { type: 'BUSINESS', number: '+48601234567' },
      },
      promoCode: null,
      representativeCountries: [
        { countryCode: 'FR', package: 'w|4', numberOfWorkers: 3 },
        { countryCode: 'BE', package: null, numberOfWorkers: 'more' },
      ],
      conditions: true,
      mop: 'TRANSFER',
    })
  })

  it('sends a recognised promo code, and none once the user chose to go on without it', () => {
    expect(toRegisterInput(filled, { ...context, allowedMops: [], promo: valid }).promoCode).toBe('PROMO65')
    const invalid: PromoState = { status: 'invalid', code: 'NOPE', introducer: null }
    expect(toRegisterInput(filled, { ...context, allowedMops: [], promo: invalid }).promoCode).toBeNull()
    expect(
      toRegisterInput(filled, { ...context, allowedMops: [], promo: invalid, withoutPromoCode: true })
        .promoCode
    ).toBeNull()
  })

  it('falls back to the only allowed payment method', () => {
    expect(toRegisterInput(filled, { ...context, allowedMops: ['CARD'] }).mop).toBe('CARD')
  })

  it('finds nothing to say about a complete form', () => {
    expect(validateRegister(filled, 'valid', rows)).toEqual({})
    expect(validateRegister(filled, 'unverified', rows)).toEqual({})
  })

  it('names each missing or wrong field by its server path', () => {
    const errors = validateRegister(
      {
        ...INITIAL_REGISTER_VALUES,
        vatCountry: '',
        email: 'anna@',
        password: 'short',
        confirmPassword: 'other',
        phoneCountry: 'PL',
        phoneNumber: '12',
      },
      'idle',
      [{ id: 1, countryCode: null, package: null, numberOfWorkers: 1 }]
    )
    expect(errors).toEqual({
      vatCountry: 'register.countryRequired',
      'company.vatNumber': 'common.required',
      'company.name': 'common.required',
      'company.address.addressLines.0': 'common.required',
      'company.address.postalCode': 'common.required',
      'company.address.city': 'common.required',
      'company.address.countryCode': 'register.countryRequired',
      'company.size': 'common.required',
      'profile.civility': 'common.required',
      'profile.firstName': 'common.required',
      'profile.lastName': 'common.required',
      'profile.email': 'common.emailInvalid',
      'profile.password': 'password.tooShort',
      'profile.confirmPassword': 'password.mismatch',
      'profile.position': 'common.required',
      'profile.phone.number': 'profile.phoneInvalid',
      'representativeCountries.0.countryCode': 'register.countryRequired',
      conditions: 'register.conditionsRequired',
    })
  })

  it('shows the VAT refusal on the VAT number', () => {
    expect(validateRegister(filled, 'invalid', rows)).toEqual({ 'company.vatNumber': 'register.vatInvalid' })
  })

  it('allows submitting only a valid form with an accepted VAT number and a settled promo code', () => {
    expect(canSubmit({}, 'valid', EMPTY_PROMO)).toBe(true)
    expect(canSubmit({}, 'unverified', valid)).toBe(true)
    expect(canSubmit({}, 'valid', { status: 'invalid', code: 'X', introducer: null })).toBe(true)
    expect(canSubmit({ conditions: 'register.conditionsRequired' }, 'valid', EMPTY_PROMO)).toBe(false)
    for (const status of ['idle', 'checking', 'invalid'] as const)
      expect(canSubmit({}, status, EMPTY_PROMO)).toBe(false)
    for (const status of ['pending', 'checking'] as const)
      expect(canSubmit({}, 'valid', { status, code: 'X', introducer: null })).toBe(false)
  })

  it('puts server errors under their inputs, group paths under the group’s main input', () => {
    expect(
      serverErrorsToForm({
        'company.vatNumber': 'Already registered: contact the administrator',
        'company.address': 'Differs',
        'profile.phone': 'Invalid',
        'representativeCountries.1.package': 'Unknown package',
      })
    ).toEqual({
      'company.vatNumber': 'Already registered: contact the administrator',
      'company.address.addressLines.0': 'Differs',
      'profile.phone.number': 'Invalid',
      'representativeCountries.1.package': 'Unknown package',
    })
    const fields = registerServerFields(2)
    expect(fields).toContain('representativeCountries.1.numberOfWorkers')
    expect(fields).not.toContain('representativeCountries.2.countryCode')
    expect(fields).toEqual(
      expect.arrayContaining(['promoCode', 'conditions', 'profile.email', 'company.address'])
    )
  })
})

describe('the countries a new registration proposes', () => {
  it.each([
    ['fr', 'FR', 'FR'],
    ['pl', 'PL', 'PL'],
    ['en', '', 'PL'],
  ] as const)('in %s: VAT country %j, phone country %j', (lang, vatCountry, phoneCountry) => {
    const values = initialRegisterValues(lang)
    expect([values.vatCountry, values.phoneCountry]).toEqual([vatCountry, phoneCountry])
  })

  it('asks for the phone country when a national number is typed without one', () => {
    const errors = validateRegister({ ...filled, phoneCountry: '' }, 'valid', rows)
    expect(errors).toEqual({ 'profile.phone.number': 'profile.phoneCountryRequired' })
    expect(
      validateRegister({ ...filled, phoneCountry: '', phoneNumber: '+48 601 234 567' }, 'valid', rows)
    ).toEqual({})
  })
})
