import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { PageLoader } from '../components/PageLoader'
import { paths } from '../config/paths'
import { useI18n } from '../i18n/I18nProvider'
import { useAuth } from '../lib/AuthContext'

export function RequireAuth() {
  const { status } = useAuth()
  const location = useLocation()
  const { lang, t } = useI18n()
  if (status === 'loading') return <PageLoader label={t('app.loading')} />
  if (status === 'anonymous') {
    const target = `${location.pathname}${location.search}${location.hash}`
    return <Navigate to={paths.login(lang, target)} replace />
  }
  return <Outlet />
}
