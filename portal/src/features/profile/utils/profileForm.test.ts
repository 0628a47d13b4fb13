import { describe, expect, it } from 'vitest'
import type { User } from '@/types/api'
import { splitByField } from '@/lib/form/useForm'
import {
  initialProfileValues,
  PROFILE_SERVER_FIELD_MAP,
  toProfileInput,
  validateProfile,
} from './profileForm'

const user: User = {
  id: 2,
  login: 'demo',
  email: 'demo@trans-demo.pl',
  role: 'customer',
  companyRole: 'owner',
  isAdmin: false,
  backOfficeRole: null,
  totpEnabled: false,
  totpEnrolmentRequired: false,
  language: 'pl',
  profile: {
    civility: 'MR',
    firstName: 'Jan',
    middleName: null,
    lastName: 'Kowalski',
    displayName: 'Jan Kowalski',
    position: 'MANAGER',
    phones: [{ type: 'MOBILE', number: '+33612345678' }],
  },
  company: null,
}

describe('profile form', () => {
  it('starts from the profile, with the phone country of the stored number', () => {
    expect(initialProfileValues(user)).toMatchObject({
      civility: 'MR',
      middleName: '',
      phoneType: 'MOBILE',
      phoneCountry: 'FR',
      phoneNumber: '+33612345678',
      language: 'pl',
    })
    const noPhone = initialProfileValues({ ...user, profile: { ...user.profile!, phones: [] } })
    expect(noPhone).toMatchObject({ phoneType: 'BUSINESS', phoneCountry: 'PL', phoneNumber: '' })
    // The api answers no profile for a user who has none yet: the form starts empty.
    expect(initialProfileValues({ ...user, profile: null })).toMatchObject({
      civility: '',
      firstName: '',
      lastName: '',
      phoneNumber: '',
    })
  })

  it('requires the position only when it is shown', () => {
    const values = { ...initialProfileValues(user), position: '' as const }
    expect(validateProfile(values, true)).toEqual({ position: 'common.required' })
    expect(validateProfile(values, false)).toEqual({})
  })

  it('refuses an invalid phone number and accepts an empty one', () => {
    const values = initialProfileValues(user)
    expect(validateProfile({ ...values, phoneNumber: '12' }, true)).toEqual({
      phoneNumber: 'profile.phoneInvalid',
    })
    expect(validateProfile({ ...values, phoneNumber: '' }, true)).toEqual({})
  })

  it('sends trimmed names, null for empty optional values and the phone in E.164', () => {
    const values = {
      ...initialProfileValues(user),
      firstName: ' Anna ',
      middleName: '  ',
      phoneCountry: 'PL' as const,
      phoneNumber: '601 234 567',
      language: 'en' as const,
    }
    expect(toProfileInput(values, 2)).toEqual({
      userID: 2,
      profile: {
        civility: 'MR',
        firstName: 'Anna',
        middleName: null,
        lastName: 'Kowalski',
        position: 'MANAGER',
        phone: { type: 'MOBILE', number: '+48601234567' },
        language: 'en',
      },
    })
  })

  it('puts server errors under the matching inputs', () => {
    const messages = [
      { field: 'profile.firstName', message: 'Required' },
      { field: 'profile.phone.number', message: 'Invalid' },
      { field: 'profile.language', message: 'Choose a value from the list' },
      { field: 'other', message: 'x' },
    ]
    expect(splitByField(messages, PROFILE_SERVER_FIELD_MAP)).toEqual({
      fieldErrors: {
        firstName: 'Required',
        phoneNumber: 'Invalid',
        language: 'Choose a value from the list',
      },
      others: ['x'],
    })
  })
})
