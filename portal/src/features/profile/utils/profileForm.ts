import type { Language } from '@/i18n/languages'
import type { MessageKey } from '@/i18n/messages'
import { checkPhone, phoneCountry, type CountryCode } from '@/lib/phone'
import type { Civility, PhoneType, Position, User } from '@/types/api'
import type { UpdateProfileInput } from '../api/updateProfile'

export type ProfileValues = {
  civility: Civility | ''
  firstName: string
  middleName: string
  lastName: string
  position: Position | ''
  phoneType: PhoneType
  phoneCountry: CountryCode
  phoneNumber: string
  /** The language of the user's e-mails and documents. */
  language: Language
}

export type ProfileField = keyof ProfileValues
export type ProfileErrors = Partial<Record<ProfileField, string>>

export function initialProfileValues(user: User): ProfileValues {
  // A user without a profile yet starts from an empty form.
  const { profile } = user
  const phone = profile?.phones[0]
  return {
    civility: profile?.civility ?? '',
    firstName: profile?.firstName ?? '',
    middleName: profile?.middleName ?? '',
    lastName: profile?.lastName ?? '',
    position: profile?.position ?? '',
    phoneType: phone?.type ?? 'BUSINESS',
    phoneCountry: phoneCountry(phone?.number),
    phoneNumber: phone?.number ?? '',
    language: user.language,
  }
}

/** Client checks; `positionShown` because position is asked (and then required) only when the profile has one. */
export function validateProfile(
  values: ProfileValues,
  positionShown: boolean
): Partial<Record<ProfileField, MessageKey>> {
  const errors: Partial<Record<ProfileField, MessageKey>> = {}
  if (!values.civility) errors.civility = 'common.required'
  if (!values.firstName.trim()) errors.firstName = 'common.required'
  if (!values.lastName.trim()) errors.lastName = 'common.required'
  if (positionShown && !values.position) errors.position = 'common.required'
  if (checkPhone(values.phoneNumber, values.phoneCountry).status === 'invalid')
    errors.phoneNumber = 'profile.phoneInvalid'
  return errors
}

export function toProfileInput(values: ProfileValues, userId: number): UpdateProfileInput {
  const phone = checkPhone(values.phoneNumber, values.phoneCountry)
  return {
    userID: userId,
    profile: {
      civility: values.civility || null,
      firstName: values.firstName.trim(),
      middleName: values.middleName.trim() || null,
      lastName: values.lastName.trim(),
      position: values.position || null,
      phone: { type: values.phoneType, number: phone.status === 'valid' ? phone.e164 : '' },
      language: values.language,
    },
  }
}

/** The fields the server may name in its errors, and the input each message goes under. */
export const PROFILE_SERVER_FIELD_MAP: Readonly<Record<string, ProfileField>> = {
  'profile.civility': 'civility',
  'profile.firstName': 'firstName',
  'profile.middleName': 'middleName',
  'profile.lastName': 'lastName',
  'profile.position': 'position',
  'profile.phone': 'phoneNumber',
  'profile.phone.type': 'phoneType',
  'profile.phone.number': 'phoneNumber',
  'profile.language': 'language',
}

export const PROFILE_SERVER_FIELDS = Object.keys(PROFILE_SERVER_FIELD_MAP)
