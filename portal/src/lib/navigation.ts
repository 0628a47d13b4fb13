import type { NavigateFunction } from 'react-router-dom'
import { isAppPath, safeRedirectTarget } from '../config/paths'
import { switchLanguagePath, type Language } from '../i18n/languages'

/** Pages of this app go through the router; the api and the back-office need a full page load. */
export function goTo(path: string, navigate: NavigateFunction, options?: { replace?: boolean }): void {
  if (isAppPath(path)) navigate(path, options)
  else window.location.assign(path)
}

/** The page to open after login: the kept target (in the language now chosen), if it is one of ours. */
export function loginTarget(redirect: string | null, lang: Language): string | null {
  const target = safeRedirectTarget(redirect)
  if (!target) return null
  const url = new URL(target, 'http://portal.invalid')
  return switchLanguagePath(url, lang)
}
