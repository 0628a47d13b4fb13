import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom'
import { isKnownPage } from '../config/paths'
import { useI18n } from '../i18n/I18nProvider'
import { isLanguage, prefixLanguagePath, replaceUnknownLanguage } from '../i18n/languages'
import { NotFoundPage } from '../components/NotFoundPage'

/**
 * A language we do not ship (/de/home) is replaced by the current one; a path without a language prefix is retried
 * with the current language when that names a page.
 */
export function LanguageRoute() {
  const params = useParams()
  const location = useLocation()
  const { lang } = useI18n()
  if (isLanguage(params.lang)) return <Outlet />
  const translated = replaceUnknownLanguage(location, lang)
  if (translated) return <Navigate to={translated} replace />
  if (isKnownPage(location.pathname)) return <Navigate to={prefixLanguagePath(location, lang)} replace />
  return <NotFoundPage />
}
