import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { browserLanguage, FALLBACK_LANGUAGE, splitLanguage } from './i18n/languages'
import { loadDictionary } from './i18n/messages'

// The page's texts first (the language AppShell will choose), so that the first screen renders in its language.
const lang = splitLanguage(window.location.pathname).lang ?? browserLanguage()

loadDictionary(lang)
  .catch(() => loadDictionary(FALLBACK_LANGUAGE))
  .finally(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>
    )
  )
