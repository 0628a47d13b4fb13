import { useEffect } from 'react'
import { useI18n } from '../i18n/I18nProvider'

export function useDocumentTitle(title?: string) {
  const { t } = useI18n()
  const appName = t('app.name')
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName
  }, [title, appName])
}
