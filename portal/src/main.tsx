import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import './styles/base.css'
import { browserLanguage, FALLBACK_LANGUAGE, splitLanguage } from './i18n/languages'
import { loadDictionary } from './i18n/messages'

// The page's texts first (the language AppShell will choose), so that the first screen renders in its language.
const lang = splitLanguage(window.location.pathname).lang ?? browserLanguage()

loadDictionary(lang)
  .catch(() => loadDictionary(FALLBACK_LANGUAGE))
  .finally(() =>
    // As a transition, React renders the first screen in slices that leave the main thread free between them,
    // instead of one long task while a phone is busiest.
    startTransition(() =>
      createRoot(document.getElementById('root')!).render(
        <StrictMode>
          <App />
        </StrictMode>
      )
    )
  )
