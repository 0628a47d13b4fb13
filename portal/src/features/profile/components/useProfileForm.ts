import { useState } from 'react'
import { useI18n } from '../../../i18n/I18nProvider'
import { useApi } from '../../../lib/ApiContext'
import { useAuth } from '../../../lib/AuthContext'
import type { User } from '../../../types/api'
import { updateProfile } from '../api/updateProfile'
import {
  initialProfileValues,
  serverErrorsToForm,
  toProfileInput,
  validateProfile,
  type ProfileErrors,
  type ProfileField,
  type ProfileValues,
} from '../utils/profileForm'

export function useProfileForm(user: User) {
  const { t } = useI18n()
  const api = useApi()
  const { refresh } = useAuth()
  const [values, setValues] = useState<ProfileValues>(() => initialProfileValues(user))
  const [errors, setErrors] = useState<ProfileErrors>({})
  const [busy, setBusy] = useState(false)
  // Decided once: the field must not vanish while the user is choosing a value.
  const [positionShown] = useState(() => (user.profile?.position ?? null) !== null)

  const setField = <F extends ProfileField>(field: F, value: ProfileValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const submit = async () => {
    const problems = validateProfile(values, positionShown)
    const translated: ProfileErrors = {}
    for (const [field, key] of Object.entries(problems)) translated[field as ProfileField] = t(key)
    setErrors(translated)
    if (Object.keys(problems).length > 0) return

    setBusy(true)
    const result = await updateProfile(api, toProfileInput(values, user.id))
    if (result.ok) await refresh()
    else setErrors(serverErrorsToForm(result.fieldErrors))
    setBusy(false)
  }

  return { values, errors, busy, positionShown, setField, submit }
}
