import { useEffect, useState } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { NotificationsProvider } from '../components/notifications/NotificationsProvider'
import { ScrollToTop } from '../components/ScrollToTop'
import { I18nProvider } from '../i18n/I18nProvider'
import { browserLanguage, splitLanguage } from '../i18n/languages'
import { ApiProvider } from '../lib/ApiProvider'
import { AuthProvider } from '../lib/AuthProvider'

/** Providers that need the router; the language is the URL's, else the last one used, else the browser's. */
export function AppShell() {
  const { pathname } = useLocation()
  const urlLanguage = splitLanguage(pathname).lang
  const [lastLanguage, setLastLanguage] = useState(browserLanguage)

  useEffect(() => {
    if (urlLanguage) setLastLanguage(urlLanguage)
  }, [urlLanguage])

  return (
    <I18nProvider lang={urlLanguage ?? lastLanguage}>
      <NotificationsProvider>
        <ApiProvider>
          <AuthProvider>
            <ScrollToTop />
            <Outlet />
          </AuthProvider>
        </ApiProvider>
      </NotificationsProvider>
    </I18nProvider>
  )
}
