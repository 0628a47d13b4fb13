import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import { useNotify } from '../components/notifications/NotificationsContext'
import { useI18n } from '../i18n/I18nProvider'
import { createApiClient } from './api'
import { ApiContext } from './ApiContext'
import { goTo } from './navigation'

/**
 * One api client for the whole app (it reads the language and router through refs so it never changes identity).
 * The query cache of the server state is the signed-in pages' (app/QueryScope.tsx) and the public MUI pages'
 * (app/MuiScope.tsx).
 */
export function ApiProvider({ children }: { children: ReactNode }) {
  const { lang } = useI18n()
  const notify = useNotify()
  const navigate = useNavigate()
  const current = useRef({ lang, navigate })

  useEffect(() => {
    current.current = { lang, navigate }
  }, [lang, navigate])

  const [api] = useState(() =>
    createApiClient({
      getLanguage: () => current.current.lang,
      notify,
      navigate: (path) => goTo(path, current.current.navigate),
    })
  )

  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>
}
