import { useState } from 'react'
import { useI18n } from '@/i18n/I18nProvider'
import { useAuth } from '@/lib/AuthContext'
import { useForm } from '@/lib/form/useForm'
import type { User } from '@/types/api'
import { useUpdateProfile } from '../api/updateProfile'
import {
  initialProfileValues,
  PROFILE_SERVER_FIELD_MAP,
  toProfileInput,
  validateProfile,
} from '../utils/profileForm'

export function useProfileForm(user: User) {
  const { t } = useI18n()
  const update = useUpdateProfile()
  const { refresh } = useAuth()
  // Decided once: the field must not vanish while the user is choosing a value.
  const [positionShown] = useState(() => (user.profile?.position ?? null) !== null)
  const form = useForm({
    initial: () => initialProfileValues(user),
    validate: (values) => {
      const problems = validateProfile(values, positionShown)
      return Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, key && t(key)]))
    },
    serverFields: PROFILE_SERVER_FIELD_MAP,
  })

  const submit = async () => {
    const result = await form.submit((values) => update.run(toProfileInput(values, user.id)))
    if (result?.ok) await refresh()
  }

  return {
    values: form.values,
    errors: form.errors,
    busy: update.pending,
    positionShown,
    setField: form.setField,
    submit,
  }
}
