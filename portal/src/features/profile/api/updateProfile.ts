import type { Language } from '@/i18n/languages'
import type { ApiClient } from '@/lib/api'
import { useApiAction } from '@/lib/useApiAction'
import { PROFILE_SERVER_FIELDS } from '../utils/profileForm'
import type { Civility, PhoneType, Position, UserAnswer } from '@/types/api'

export type ProfileInput = {
  civility: Civility | null
  firstName: string
  middleName: string | null
  lastName: string
  position: Position | null
  phone: { type: PhoneType; number: string }
  language: Language
}

export type UpdateProfileInput = { userID: number; profile: ProfileInput }

export function updateProfile(api: ApiClient, input: UpdateProfileInput) {
  return api.post<UserAnswer>('/profile/update', input, { fields: PROFILE_SERVER_FIELDS })
}

/** The session's own profile (the auth state is read again after a change), not the query cache's. */
export function useUpdateProfile() {
  return useApiAction(updateProfile)
}
