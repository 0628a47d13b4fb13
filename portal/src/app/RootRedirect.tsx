import { Navigate } from 'react-router-dom'
import { paths } from '../config/paths'
import { useI18n } from '../i18n/I18nProvider'

export function RootRedirect() {
  const { lang } = useI18n()
  return <Navigate to={paths.home(lang)} replace />
}
