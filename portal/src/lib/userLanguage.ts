import type { Language } from '../i18n/languages'
import type { UserAnswer } from '../types/api'
import type { ApiClient } from './api'
import { useApiAction } from './useApiAction'

/** The signed-in user's own language: their e-mails and documents follow it (API.md, `profile/language`). */
export function updateLanguage(api: ApiClient, language: Language) {
  return api.post<UserAnswer>('/profile/language', { language })
}

/** The session's own user (the auth state is read again after it), not the query cache's. */
export function useUpdateLanguage() {
  return useApiAction(updateLanguage)
}

const DISMISSED_KEY = 'pw.languageKeep.dismissed'

/** "Not now" for `language`: the offer stays hidden for it until the tab is closed. */
export function dismissLanguageOffer(language: Language, storage: Storage = sessionStorage) {
  const dismissed = new Set(readDismissed(storage))
  dismissed.add(language)
  storage.setItem(DISMISSED_KEY, JSON.stringify([...dismissed]))
}

function readDismissed(storage: Storage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(DISMISSED_KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
  } catch {
    return []
  }
}

/**
 * Whether to offer to keep the page's language for e-mails and documents: the user's own language is another one,
 * and they have not said "not now" for this one.
 */
export function offersLanguage(
  page: Language,
  own: Language | undefined,
  storage: Storage = sessionStorage
): boolean {
  return own !== undefined && own !== page && !readDismissed(storage).includes(page)
}
